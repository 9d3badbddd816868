type Listener = () => void;
const listeners = new Set<Listener>();
let applyUpdate: (() => void) | null = null;

/**
 * Whether a new version of the shop (a waiting service worker) can be switched to, and how: for
 * `useSyncExternalStore`; the server and the first render never see one.
 */
export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => applyUpdate,
  getServerSnapshot: (): (() => void) | null => null,
  offer(apply: () => void): void {
    applyUpdate = apply;
    for (const listener of listeners) listener();
  },
};
