const interactions = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** After `load`, how long the page must have been quiet before an idle browser may fetch the chat. */
export const idleGraceMs = 4000;

/**
 * Calls `start` once: on the visitor's first interaction, or when the browser is idle a while after
 * the page loaded, whichever comes first, so the chat never competes with the first view.
 * Returns the function that cancels it.
 */
export function whenVisitorEngages(start: () => void, win: Window = window): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const cancel = () => {
    for (const type of interactions) win.removeEventListener(type, run, true);
    win.removeEventListener('load', afterLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
  function run() {
    if (done) return;
    done = true;
    cancel();
    start();
  }
  function afterLoad() {
    timer = setTimeout(() => {
      if (win.requestIdleCallback) idle = win.requestIdleCallback(run, { timeout: idleGraceMs });
      else run();
    }, idleGraceMs);
  }
  for (const type of interactions) win.addEventListener(type, run, { capture: true, passive: true, once: true });
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return cancel;
}
