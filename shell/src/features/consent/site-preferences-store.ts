import { parsePreferences, type SitePreferences } from './consent';

export const sitePreferencesKey = 'remac:site-preferences';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; value: SitePreferences } | null = null;
/** Where the choice lives for this page when storage is blocked: the next page asks again. */
let inMemory: string | null = null;

function read(): SitePreferences {
  let raw = inMemory;
  try {
    raw = window.localStorage.getItem(sitePreferencesKey) ?? inMemory;
  } catch {
    // Storage blocked: keep this page's choice in memory.
  }
  if (!cached || cached.raw !== raw) cached = { raw, value: parsePreferences(raw) };
  return cached.value;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The visitor's cookie choice for `useSyncExternalStore`: the server and the first render see
 * "unknown" (nothing of the browser is read before hydration), another tab's choice arrives through
 * the storage event.
 */
export const sitePreferencesStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === sitePreferencesKey || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: read,
  /** Unknown: the server (and the hydrating browser) cannot tell a first visit from a made choice. */
  getServerSnapshot: (): SitePreferences | null => null,
  save(preferences: SitePreferences): void {
    const raw = JSON.stringify(preferences);
    try {
      window.localStorage.setItem(sitePreferencesKey, raw);
    } catch {
      inMemory = raw;
    }
    notify();
  },
};
