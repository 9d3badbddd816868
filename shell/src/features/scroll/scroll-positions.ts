/** Where the visitor was on each history entry, kept for the tab's session so Back (and a reload) returns there. */
const storageKey = 'remac:scroll-positions';
const kept = 50;

export interface EntryAddress {
  key: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Entries the router did not create (the first page, a plain `#anchor` link) all have the key
 * "default": the address tells them apart.
 */
export function entryId({ key, pathname, search, hash }: EntryAddress): string {
  return `${key}|${pathname}${search}${hash}`;
}

function read(): [string, number][] {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

let positions: Map<string, number> | undefined;

function all(): Map<string, number> {
  positions ??= new Map(read());
  return positions;
}

export function savedPosition(id: string): number | undefined {
  return all().get(id);
}

export function savePosition(id: string, top: number): void {
  const map = all();
  map.delete(id);
  map.set(id, top);
  while (map.size > kept) map.delete(map.keys().next().value!);
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify([...map]));
  } catch {
    // Storage full or refused: positions still work for this page's life.
  }
}
