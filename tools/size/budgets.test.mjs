import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgets, judgeBudget } from './budgets.mjs';

const kib = (n) => n * 1024;

test('a page within its budget passes and says how much is to spare', () => {
  const { exceeded, lines } = judgeBudget({ path: '/x', budgetKiB: 100 }, kib(90));
  assert.equal(exceeded, false);
  assert.deepEqual(lines, ['  budget 100 KiB: met, 10.0 KiB to spare']);
});

test('a page over its budget fails with the overshoot', () => {
  const { exceeded, lines } = judgeBudget({ path: '/x', budgetKiB: 100 }, kib(100.5));
  assert.equal(exceeded, true);
  assert.match(lines[0], /OVER BUDGET: 100\.5 KiB > budget 100 KiB \(by 0\.5 KiB\)/);
});

test('a goal below the budget is reported with its gap but never fails', () => {
  const { exceeded, lines } = judgeBudget({ path: '/', budgetKiB: 250, goalKiB: 225 }, kib(240));
  assert.equal(exceeded, false);
  assert.equal(lines[1], '  goal 225 KiB: not reached yet, 15.0 KiB to go');
});

test('every budgeted page has a budget, and home is held to the issue’s goal', () => {
  for (const entry of budgets) assert.ok(entry.budgetKiB > 0, entry.path);
  const home = budgets.find((entry) => entry.path === '/');
  assert.equal(home?.goalKiB, 225);
  // Reached, so held: home may not grow past the goal again.
  assert.ok(home.budgetKiB <= home.goalKiB);
});
