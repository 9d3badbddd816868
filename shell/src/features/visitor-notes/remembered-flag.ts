import { useSyncExternalStore } from 'react';

/**
 * One of the shell's own notes about this browser (e.g. "holds a cart"), kept in its own storage and
 * taken only from the remotes' events, never from their storage: on the next page the shell loads
 * what the note says is needed at once, and the rest only when the visitor interacts.
 */
export interface RememberedFlag {
  read(): boolean;
  write(value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function rememberedFlag(key: string): RememberedFlag {
  const listeners = new Set<() => void>();
  const read = (): boolean => {
    try {
      return window.localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  return {
    read,
    write(value) {
      if (read() === value) return;
      try {
        if (value) window.localStorage.setItem(key, '1');
        else window.localStorage.removeItem(key);
      } catch {
        // Without storage the note is lost: what it would load at once loads on the first interaction.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      // A change in another tab counts here too.
      const onStorage = (event: StorageEvent) => (event.key === key || event.key === null) && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The flag's value; false on the server and while hydrating, so the server's markup hydrates unchanged. */
export function useRememberedFlag(flag: RememberedFlag): boolean {
  return useSyncExternalStore(flag.subscribe, flag.read, () => false);
}
