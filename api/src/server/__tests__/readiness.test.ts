import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { createReadiness, READINESS_REUSE_MS, READINESS_TIMEOUT_MS } from '../readiness.js';

describe('readiness', () => {
  it('is ready when the database answers, and not when it fails', async () => {
    assert.equal(await createReadiness(async () => [{ one: 1 }])(), true);
    assert.equal(
      await createReadiness(async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      })(),
      false,
    );
  });

  it('shares a check in flight and reuses its answer for a second: a flood of checks is one statement', async () => {
    let clock = 0;
    let probes = 0;
    const ready = createReadiness(
      async () => {
        probes += 1;
      },
      () => clock,
    );
    assert.deepEqual(await Promise.all([ready(), ready(), ready()]), [true, true, true]);
    clock += READINESS_REUSE_MS - 1;
    assert.equal(await ready(), true);
    assert.equal(probes, 1);
    clock += 1;
    assert.equal(await ready(), true);
    assert.equal(probes, 2);
  });

  it('counts a database that does not answer as down after the timeout, and checks it again later', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      let clock = 0;
      let probes = 0;
      const ready = createReadiness(
        () => {
          probes += 1;
          return new Promise(() => undefined);
        },
        () => clock,
      );
      const first = ready();
      mock.timers.tick(READINESS_TIMEOUT_MS);
      assert.equal(await first, false);
      clock += READINESS_REUSE_MS;
      const second = ready();
      mock.timers.tick(READINESS_TIMEOUT_MS);
      assert.equal(await second, false);
      assert.equal(probes, 2);
    } finally {
      mock.timers.reset();
    }
  });
});
