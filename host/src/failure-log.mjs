/**
 * Logs a failure once per reason per `intervalMs`, with how many of the same were left unlogged
 * since: a down API fails every page, and one line a minute says so as well as thousands.
 */
export function onceAMinute(log, { intervalMs = 60_000, now = Date.now } = {}) {
  const reasons = new Map();
  return function report(reason, detail) {
    const known = reasons.get(reason);
    if (known && now() - known.loggedAt < intervalMs) {
      known.unlogged += 1;
      return;
    }
    const repeated = known?.unlogged ? ` (${known.unlogged} more since the last report)` : '';
    reasons.set(reason, { loggedAt: now(), unlogged: 0 });
    log.warn(`${reason}: ${detail}${repeated}`);
  };
}
