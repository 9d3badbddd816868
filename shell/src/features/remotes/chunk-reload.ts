const storageKey = 'shell:chunk-reload-at';
export const chunkReloadIntervalMs = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/.test(error.message);
}

/**
 * A code chunk that no longer exists usually means a new deployment: reload once to pick it up,
 * but at most once a minute so a real outage cannot cause a reload loop (spec §8).
 */
export function reloadForChunkError(
  error: unknown,
  { now = Date.now(), storage = sessionStorage, reload = () => window.location.reload() } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(storageKey) ?? 0);
  if (now - last < chunkReloadIntervalMs) return false;
  storage.setItem(storageKey, String(now));
  reload();
  return true;
}
