const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a registry (remote name → { manifest, version, fallback? }), or null when nothing is. */
export function registryProblem(registry) {
  if (!isObject(registry) || !isObject(registry.remotes)) return 'it has no "remotes" object';
  for (const [name, entry] of Object.entries(registry.remotes)) {
    if (!isObject(entry)) return `remote "${name}" is not an object`;
    if (typeof entry.manifest !== 'string' || typeof entry.version !== 'string')
      return `remote "${name}" needs a "manifest" and a "version" string`;
    if (entry.fallback !== undefined && typeof entry.fallback !== 'string') return `remote "${name}" has a "fallback" that is not a string`;
  }
  return null;
}
