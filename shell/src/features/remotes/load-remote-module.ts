import { loadRemote } from '@module-federation/enhanced/runtime';
import { moduleId, type RemoteName } from '@remac/shared-contracts';
import { isUnavailableModule, RemoteUnavailableError } from './remote-unavailable';
import { registryEntry, switchToFallback } from './remote-registry';

export const retryDelaysMs = [300, 1200];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt<T>(id: string): Promise<T> {
  const loaded = await loadRemote<T>(id);
  if (!loaded || isUnavailableModule(loaded)) {
    throw new RemoteUnavailableError(id, isUnavailableModule(loaded) ? loaded.remoteUnavailable.reason : 'empty module');
  }
  return loaded;
}

/**
 * First failure layer: a module of a remote, retried on network failure with a short back-off,
 * then once more from the registry's fallback URL when it names one.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, retryDelays: readonly number[] = retryDelaysMs): Promise<T> {
  const id = moduleId({ remote, module });
  if (!registryEntry(remote)) throw new RemoteUnavailableError(id, 'not in the registry');
  let lastError: unknown;
  for (const delay of [0, ...retryDelays]) {
    if (delay) await wait(delay);
    try {
      return await attempt<T>(id);
    } catch (error) {
      lastError = error;
    }
  }
  if (switchToFallback(remote)) return attempt<T>(id);
  throw lastError;
}
