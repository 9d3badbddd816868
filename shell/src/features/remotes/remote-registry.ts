import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@remac/shared-contracts';
import { readLastGoodRegistry, saveLastGoodRegistry } from './last-good-registry';
import { validateRegistry, type Registry, type RegistryCheck, type RegistryEntry } from './registry-validation';

export type { Registry, RegistryEntry };

const registryUrl = '/registry.json';
const inlineRegistryId = 'remac-registry';

function readInlineRegistry(doc: Document): RegistryCheck | null {
  const inline = doc.getElementById(inlineRegistryId)?.textContent;
  if (!inline) return null;
  try {
    const check = validateRegistry(JSON.parse(inline));
    return check.ok ? check : { ok: false, problem: `the inlined registry: ${check.problem}` };
  } catch (error) {
    return { ok: false, problem: `the inlined registry is not JSON (${String(error)})` };
  }
}

/** Reads the deployed remotes from `/registry.json`, bypassing the HTTP cache. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<RegistryCheck> {
  try {
    const response = await fetchImpl(registryUrl, { cache: 'no-store' });
    if (!response.ok) return { ok: false, problem: `${registryUrl} answered ${response.status}` };
    const check = validateRegistry(await response.json());
    return check.ok ? check : { ok: false, problem: `${registryUrl}: ${check.problem}` };
  } catch (error) {
    return { ok: false, problem: `${registryUrl} could not be read (${String(error)})` };
  }
}

/**
 * The host inlines the registry into the page (saving a round trip before any remote can load);
 * without it, or when it is invalid, `/registry.json` is fetched. A valid registry is remembered;
 * when neither copy is valid (a broken file on a CDN, an unreachable host) the last good one is
 * used, so a bad registry never takes every remote off the page. Never a blank page: at worst no
 * remotes.
 */
export async function readRegistry(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const problems: string[] = [];
  let check = readInlineRegistry(doc);
  if (check && !check.ok) problems.push(check.problem);
  if (!check?.ok) {
    check = await fetchRegistry(fetchImpl);
    if (!check.ok) problems.push(check.problem);
  }
  if (check.ok) {
    if (problems.length) console.error(`[shell] invalid remote registry: ${problems.join('; ')}; using ${registryUrl}`);
    saveLastGoodRegistry(check.registry);
    return check.registry;
  }
  const lastGood = readLastGoodRegistry();
  console.error(
    `[shell] invalid remote registry: ${problems.join('; ')}; ${lastGood ? 'using the last good registry seen in this browser' : 'no remotes can load'}`,
  );
  return lastGood ?? {};
}

let current: Registry = {};

export function registerRegistry(registry: Registry): void {
  current = registry;
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry: entry!.manifest })));
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
