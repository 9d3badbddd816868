import { useSyncExternalStore } from 'react';
import { readSession, writeSession } from './session-json';

export interface SessionStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** The value the server renders and the browser hydrates, before the saved one is read. */
  initial: T;
}

/**
 * A value kept in session storage (spec §9: sale state) and shared by every component of the page. It is read
 * from storage on first use in the browser only: components read it through useSessionStore, whose server
 * snapshot is `initial`, so the first render never touches the browser.
 */
export function sessionStore<T>(key: string, initial: T, sanitize: (saved: unknown) => T): SessionStore<T> {
  const listeners = new Set<() => void>();
  let value: T | undefined;
  return {
    initial,
    get() {
      value ??= sanitize(readSession(key));
      return value;
    },
    set(next) {
      if (next === value) return;
      value = next;
      writeSession(key, next);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSessionStore<T>(store: SessionStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
