import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderSlots } from './render-slots.mjs';

test('at most `size` renders run at once, the others start in arrival order as slots free up', async () => {
  const inSlot = renderSlots(2);
  let running = 0;
  let most = 0;
  const started = [];
  const releases = [];
  const task = (name) => () =>
    new Promise((resolve) => {
      running += 1;
      most = Math.max(most, running);
      started.push(name);
      releases.push(() => {
        running -= 1;
        resolve(name);
      });
    });
  const results = ['a', 'b', 'c', 'd'].map((name) => inSlot(task(name)));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(started, ['a', 'b']);
  while (releases.length) {
    releases.shift()();
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.deepEqual(await Promise.all(results), ['a', 'b', 'c', 'd']);
  assert.deepEqual(started, ['a', 'b', 'c', 'd']);
  assert.equal(most, 2);
});

test('a render whose request gave up while it waited never starts', async () => {
  const inSlot = renderSlots(1);
  let finish;
  const first = inSlot(() => new Promise((resolve) => (finish = resolve)));
  const controller = new AbortController();
  let ran = false;
  const second = inSlot(async () => {
    ran = true;
  }, controller.signal);
  controller.abort();
  finish('first');
  assert.equal(await first, 'first');
  assert.equal(await second, null);
  assert.equal(ran, false);
});
