/** Requests in flight when the host is told to stop get this long to finish. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Servers started by scripts and tests must never outlive them: stop when the parent process is gone
 * (its pid changes to the adopting init) or on the usual signals. `close` may return a promise: the
 * requests in flight (a page, an order forwarded to the API) are answered first, within SHUTDOWN_GRACE_MS.
 */
export function exitWithParent(close) {
  const parent = process.ppid;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log(`Host process ${process.pid} stopping: answering its requests in flight`);
    const late = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
    await Promise.race([Promise.resolve(close()).catch((error) => console.error(`Host: stopping failed: ${error.message}`)), late]);
    process.exit(0);
  };
  const timer = setInterval(() => {
    if (process.ppid !== parent) void stop();
  }, 1000);
  timer.unref();
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
