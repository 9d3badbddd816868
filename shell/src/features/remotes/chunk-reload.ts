import { whenServerAnswers, type ProbeOptions } from './server-answers';

const storageKey = 'shell:chunk-reload-at';
export const chunkReloadIntervalMs = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/.test(error.message);
}

export interface ChunkRecoveryOptions extends ProbeOptions {
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * What a failed code chunk leads to: `reloaded` the page; `retry` the load in place (the host was
 * unreachable for a while and answers again, but the page was reloaded less than a minute ago); or
 * `ignored` (not a chunk error, or a chunk missing from a host that answers: the slot's fallback
 * and its retry button stay, as there is nothing to wait for).
 */
export type ChunkRecovery = 'reloaded' | 'retry' | 'ignored';

/**
 * A code chunk that no longer exists usually means a new deployment: reload to pick it up, but at
 * most once a minute so a real outage cannot cause a reload loop (spec §8). The chunk may also have
 * failed because the host is unreachable for a moment: reloading then would replace the page with
 * the browser's own error page, so the reload waits until the server answers again (probed with
 * back-off); the slot shows its fallback meanwhile.
 */
export async function recoverFromChunkError(
  error: unknown,
  { now = Date.now, storage = sessionStorage, reload = () => window.location.reload(), ...probing }: ChunkRecoveryOptions = {},
): Promise<ChunkRecovery> {
  if (!isChunkLoadError(error)) return 'ignored';
  const wasUnreachable = await whenServerAnswers(probing);
  const last = Number(storage.getItem(storageKey) ?? 0);
  if (now() - last < chunkReloadIntervalMs) return wasUnreachable ? 'retry' : 'ignored';
  storage.setItem(storageKey, String(now()));
  reload();
  return 'reloaded';
}
