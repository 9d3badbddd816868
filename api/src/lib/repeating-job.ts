/**
 * Runs `job` `firstAfterSeconds` after start-up and then every `seconds`, never two runs at once; a failed run is
 * logged and the next one goes ahead. Timers do not keep the process alive. Returns a stop function; `seconds` 0
 * or less runs nothing.
 */
export function startRepeatingJob(name: string, seconds: number, firstAfterSeconds: number, job: () => Promise<void>): () => void {
  if (seconds <= 0) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      console.error(`API ${name}: failed`, error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, firstAfterSeconds * 1000);
  const timer = setInterval(run, seconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
