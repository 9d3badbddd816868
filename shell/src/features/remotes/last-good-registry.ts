import { validateRegistry, type Registry } from './registry-validation';

/** Local storage is per origin already; the origin in the key keeps copies apart under a shared storage in tests and tools. */
const storageKey = (origin: string) => `remac.shell.registry:${origin}`;

type RegistryStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): RegistryStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveLastGoodRegistry(registry: Registry, origin = window.location.origin, storage = defaultStorage()): void {
  try {
    storage?.setItem(storageKey(origin), JSON.stringify({ remotes: registry }));
  } catch {
    // Storage full or disabled: the next bad registry then means no remotes, as before.
  }
}

/** The last registry this browser saw valid on this origin, if any (checked again: storage can be edited). */
export function readLastGoodRegistry(origin = window.location.origin, storage = defaultStorage()): Registry | null {
  try {
    const saved = storage?.getItem(storageKey(origin));
    if (!saved) return null;
    const check = validateRegistry(JSON.parse(saved));
    return check.ok ? check.registry : null;
  } catch {
    return null;
  }
}
