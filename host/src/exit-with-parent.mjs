/**
 * Servers started by scripts and tests must never outlive them: stop when the parent process is gone
 * (its pid changes to the adopting init) or on the usual signals.
 */
export function exitWithParent(close) {
  const parent = process.ppid;
  const stop = () => {
    close();
    process.exit(0);
  };
  const timer = setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000);
  timer.unref();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
