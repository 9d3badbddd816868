import { nextInstallRecord, notInstalled, parseInstallRecord, storedRecord, type InstallEvent, type InstallRecord } from './install-state';

export const installStorageKey = 'remac:install';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: InstallRecord | null = null;

function readStored(): InstallRecord {
  try {
    return parseInstallRecord(window.localStorage.getItem(installStorageKey));
  } catch {
    return notInstalled;
  }
}

function record(): InstallRecord {
  current ??= readStored();
  return current;
}

/**
 * The install state for `useSyncExternalStore`: the server and the hydrating render see
 * `not-installed` (nothing of the browser is read before hydration); events move it on and keep it.
 */
export const installStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: record,
  getServerSnapshot: (): InstallRecord => notInstalled,
  dispatch(event: InstallEvent): void {
    const next = nextInstallRecord(record(), event);
    if (next === current) return;
    current = next;
    try {
      window.localStorage.setItem(installStorageKey, JSON.stringify(storedRecord(next)));
    } catch {
      // Storage blocked: the state holds for this page only.
    }
    for (const listener of listeners) listener();
  },
};
