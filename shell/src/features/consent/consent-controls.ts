type Listener = () => void;
const listeners = new Set<Listener>();
let reopened = false;

/** Whether the visitor reopened the cookie bar from the footer to change an earlier choice. */
export const consentControls = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReopened: () => reopened,
  isReopenedOnServer: () => false,
  reopen(): void {
    reopened = true;
    for (const listener of listeners) listener();
  },
  close(): void {
    reopened = false;
    for (const listener of listeners) listener();
  },
};
