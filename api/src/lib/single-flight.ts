/**
 * Runs `work` once per key at a time: callers asking for a key whose work is under way share its promise, and the
 * next caller after it settles starts afresh (a failure is not remembered).
 */
export function singleFlight<V>(): (key: string, work: () => Promise<V>) => Promise<V> {
  const running = new Map<string, Promise<V>>();
  return (key, work) => {
    const pending = running.get(key);
    if (pending) return pending;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
