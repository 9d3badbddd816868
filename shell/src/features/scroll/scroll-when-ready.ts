/**
 * Pages arrive after the URL changes (a remote renders when its module and data are in), and keep
 * changing for a moment (images, fragments, the browser's scroll anchoring): a position or an anchor
 * further down than the page is long cannot be reached yet, and a reached one can be moved. This
 * keeps to the goal as the page grows or moves, until it has held for a moment, the visitor scrolls
 * or presses a key, or a few seconds have passed.
 */
const patienceMs = 4000;
const settledMs = 800;
const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** `attempt` scrolls towards the goal and returns true once there. Returns a function that stops. */
export function scrollWhenReady(attempt: () => boolean): () => void {
  let settled = 0;
  const observer = new ResizeObserver(() => keep());
  const patience = window.setTimeout(() => stop(), patienceMs);
  function keep() {
    window.clearTimeout(settled);
    if (attempt()) settled = window.setTimeout(() => stop(), settledMs);
  }
  const onScroll = () => keep();
  function stop() {
    observer.disconnect();
    window.clearTimeout(patience);
    window.clearTimeout(settled);
    window.removeEventListener('scroll', onScroll);
    for (const type of visitorInput) window.removeEventListener(type, stop, true);
  }
  keep();
  observer.observe(document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of visitorInput) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/** Jumps, even though the page asks for smooth scrolling (global.css): a new page is not a scroll. */
export function jumpTo(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

/** The element an address's `#hash` names, if the page has it (yet). */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  return document.getElementById(id);
}
