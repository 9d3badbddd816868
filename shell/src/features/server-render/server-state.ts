import type { Locale, RemoteName } from '@remac/shared-contracts';

/** The element in which the host hands the browser what the server rendered the page with. */
export const serverStateElementId = 'remac-server-state';

export interface ServerState {
  locale: Locale;
  /** The remote modules the server rendered: the browser loads them before it hydrates. */
  modules: Array<{ remote: RemoteName; module: string }>;
  /** Apollo's cache after the server's queries, so hydration renders the same data without asking again. */
  apollo: Record<string, unknown>;
}

function isServerState(value: unknown): value is ServerState {
  const state = value as ServerState;
  return typeof state?.locale === 'string' && Array.isArray(state.modules) && typeof state.apollo === 'object' && state.apollo !== null;
}

/** The server's state when the page came rendered, otherwise null (the browser renders it). */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(serverStateElementId)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    return isServerState(state) ? state : null;
  } catch {
    return null;
  }
}
