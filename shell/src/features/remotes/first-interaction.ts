import { useSyncExternalStore } from 'react';

/**
 * What counts as the visitor starting to use the page: a pointer moving (it usually heads for a control),
 * focus moving (the keyboard, or a screen reader's cursor), and a click with neither before it (a screen
 * reader activating a control).
 */
const interactionEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'] as const;

let interacted = false;
const listeners = new Set<() => void>();

function markInteracted(): void {
  if (interacted) return;
  interacted = true;
  for (const event of interactionEvents) window.removeEventListener(event, markInteracted, true);
  for (const listener of listeners) listener();
}

let listening = false;
function listen(): void {
  if (listening || interacted) return;
  listening = true;
  for (const event of interactionEvents) window.addEventListener(event, markInteracted, { capture: true, passive: true });
}

function subscribe(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Settles when the visitor first interacts with the page (at once if they have). */
export function whenFirstInteraction(): Promise<void> {
  if (interacted) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether the visitor has interacted with the page yet (once true, for the rest of the page's life).
 * False on the server and while hydrating, so the server's markup hydrates unchanged.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}

/** For tests: the page is fresh again. */
export function forgetFirstInteraction(): void {
  interacted = false;
  listening = false;
  for (const event of interactionEvents) window.removeEventListener(event, markInteracted, true);
}
