/**
 * Runs tasks one after another: the page's i18next instance (which every remote adds its texts to)
 * holds one language at a time, so two pages are never rendered at once.
 */
export function oneAtATime() {
  let previous: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = previous.then(task, task);
    previous = result.catch(() => undefined);
    return result;
  };
}
