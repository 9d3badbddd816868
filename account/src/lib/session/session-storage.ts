import { guestSession, type SessionState } from './session-state';

/** Where the session is kept and how a change made by another tab is heard. */
export interface SessionStore {
  read(): SessionState;
  /** Whether it was stored (false where storage is blocked). */
  write(state: SessionState): boolean;
  /** Calls back when another tab changed the session; returns the unsubscribe. */
  onExternalChange(listener: () => void): () => void;
}

export const sessionStorageKey = 'remac.account.session';

function parse(text: string | null): SessionState {
  if (!text) return guestSession;
  try {
    const value = JSON.parse(text) as Partial<SessionState>;
    return { ...guestSession, ...value };
  } catch {
    return guestSession;
  }
}

/** Spec §9: local storage; its `storage` event tells the other tabs (login and logout propagate). */
export function localSessionStore(): SessionStore {
  return {
    read() {
      try {
        return parse(window.localStorage.getItem(sessionStorageKey));
      } catch {
        return guestSession;
      }
    },
    write(state) {
      try {
        window.localStorage.setItem(sessionStorageKey, JSON.stringify(state));
        return true;
      } catch {
        // Without storage the session lasts as long as the page.
        return false;
      }
    },
    onExternalChange(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === sessionStorageKey || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
