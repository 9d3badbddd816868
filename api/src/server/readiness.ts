/** A database that has not answered by then counts as down: a load balancer should not wait longer. */
export const READINESS_TIMEOUT_MS = 2_000;
/** How long an answer is reused: a flood of /ready costs the database one statement a second. */
export const READINESS_REUSE_MS = 1_000;

async function answersInTime(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process can serve: `probe` (a statement on its database) answers in time, which it does not when a
 * PostgreSQL server went away or PGlite's thread stopped. /health says only that the process is up. A check in
 * flight is shared, and its answer reused for READINESS_REUSE_MS after it came.
 */
export function createReadiness(probe: () => Promise<unknown>, now: () => number = Date.now): () => Promise<boolean> {
  let last: { answeredAt: number | null; ready: Promise<boolean> } | null = null;
  return () => {
    if (last && (last.answeredAt === null || now() - last.answeredAt < READINESS_REUSE_MS)) return last.ready;
    const check: { answeredAt: number | null; ready: Promise<boolean> } = { answeredAt: null, ready: answersInTime(probe) };
    void check.ready.then(() => {
      check.answeredAt = now();
    });
    last = check;
    return check.ready;
  };
}
