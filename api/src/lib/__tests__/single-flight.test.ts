import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { singleFlight } from '../single-flight.js';

describe('singleFlight', () => {
  it('runs the work once for callers of one key at a time, separately per key', async () => {
    const once = singleFlight<string>();
    let runs = 0;
    const work = (value: string) => () => new Promise<string>((resolve) => setImmediate(() => resolve(`${value}${++runs}`)));
    const answers = await Promise.all([once('a', work('a')), once('a', work('a')), once('b', work('b')), once('a', work('a'))]);
    assert.equal(runs, 2);
    assert.deepEqual(answers, [answers[0], answers[0], answers[2], answers[0]]);
    assert.notEqual(answers[0], answers[2]);
  });

  it('starts afresh once the work has settled, a failure included', async () => {
    const once = singleFlight<number>();
    await assert.rejects(
      once('k', () => Promise.reject(new Error('encoder failed'))),
      /encoder failed/,
    );
    assert.equal(await once('k', () => Promise.resolve(7)), 7);
    assert.equal(await once('k', () => Promise.resolve(8)), 8);
  });
});
