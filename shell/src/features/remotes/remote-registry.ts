import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@remac/shared-contracts';

export interface RegistryEntry {
  manifest: string;
  version: string;
  fallback?: string;
}

export type Registry = Partial<Record<RemoteName, RegistryEntry>>;

const registryUrl = '/registry.json';

function isEntry(value: unknown): value is RegistryEntry {
  const entry = value as RegistryEntry;
  return typeof entry?.manifest === 'string' && typeof entry?.version === 'string';
}

/** Keeps only known remotes with a well-formed entry, so a bad registry cannot break start-up. */
export function parseRegistry(json: unknown): Registry {
  const remotes = (json as { remotes?: Record<string, unknown> })?.remotes ?? {};
  const registry: Registry = {};
  for (const name of remoteNames) {
    const entry = remotes[name];
    if (isEntry(entry)) registry[name] = entry;
  }
  return registry;
}

const inlineRegistryId = 'remac-registry';

/**
 * The host may inline the registry into the page (saving a round trip before any remote can load);
 * otherwise, or when the inlined copy is unreadable, it is fetched.
 */
export async function readRegistry(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const inline = doc.getElementById(inlineRegistryId)?.textContent;
  if (inline) {
    try {
      return parseRegistry(JSON.parse(inline));
    } catch (error) {
      console.error('[shell] inlined remote registry unreadable', error);
    }
  }
  return fetchRegistry(fetchImpl);
}

/** Reads the deployed remotes; an unreachable registry means no remotes, never a blank page. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry> {
  try {
    const response = await fetchImpl(registryUrl, { cache: 'no-store' });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    return parseRegistry(await response.json());
  } catch (error) {
    console.error('[shell] remote registry unavailable', error);
    return {};
  }
}

let current: Registry = {};

export function registerRegistry(registry: Registry): void {
  current = registry;
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: entry!.manifest })),
  );
}

export function registryEntry(name: RemoteName): RegistryEntry | undefined {
  return current[name];
}

/** Points a remote at its fallback URL after its primary location failed. */
export function switchToFallback(name: RemoteName): boolean {
  const entry = current[name];
  if (!entry?.fallback || entry.fallback === entry.manifest) return false;
  current = { ...current, [name]: { ...entry, manifest: entry.fallback } };
  registerRemotes([{ name, entry: entry.fallback }], { force: true });
  return true;
}
