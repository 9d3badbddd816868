import { remoteNames, type RemoteName } from '@remac/shared-contracts';

export interface RegistryEntry {
  manifest: string;
  version: string;
  fallback?: string;
}

export type Registry = Partial<Record<RemoteName, RegistryEntry>>;

export type RegistryCheck = { ok: true; registry: Registry } | { ok: false; problem: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function entryProblem(value: unknown): string | null {
  if (!isObject(value)) return 'is not an object';
  if (typeof value.manifest !== 'string' || !value.manifest) return 'has no manifest URL';
  if (typeof value.version !== 'string' || !value.version) return 'has no version';
  if (value.fallback !== undefined && typeof value.fallback !== 'string') return 'has a fallback that is not a URL';
  return null;
}

/**
 * A registry is used only when it is whole: `{ remotes: { <name>: { manifest, version, fallback? } } }`.
 * One malformed entry of a known remote makes the file suspect (a truncated or hand-broken copy),
 * so the caller keeps the last good registry instead. Unknown remotes are ignored (newer registries).
 */
export function validateRegistry(json: unknown): RegistryCheck {
  if (!isObject(json)) return { ok: false, problem: 'the registry is not an object' };
  if (!isObject(json.remotes)) return { ok: false, problem: 'the registry has no "remotes" object' };
  const registry: Registry = {};
  for (const name of remoteNames) {
    const entry = json.remotes[name];
    if (entry === undefined) continue;
    const problem = entryProblem(entry);
    if (problem) return { ok: false, problem: `the entry of remote "${name}" ${problem}` };
    const { manifest, version, fallback } = entry as unknown as RegistryEntry;
    registry[name] = fallback === undefined ? { manifest, version } : { manifest, version, fallback };
  }
  return { ok: true, registry };
}
