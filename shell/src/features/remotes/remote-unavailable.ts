/**
 * Marker module that the federation runtime hands back instead of throwing when a remote cannot load.
 * Plain data on purpose: runtime plugins run before shared libraries are negotiated.
 */
export interface UnavailableModule {
  remoteUnavailable: { id: string; reason: string };
}

export function unavailableModule(id: string, error: unknown): UnavailableModule {
  return { remoteUnavailable: { id, reason: error instanceof Error ? error.message : String(error) } };
}

export function isUnavailableModule(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && 'remoteUnavailable' in value;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    readonly reason: string,
  ) {
    super(`Remote module ${moduleId} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}
