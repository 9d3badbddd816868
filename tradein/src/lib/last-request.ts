import { sessionStore } from './storage/session-store';

export interface KnownRequest {
  reference: string;
  email: string;
}

const isKnown = (value: unknown): value is KnownRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KnownRequest).reference === 'string' &&
  typeof (value as KnownRequest).email === 'string';

/**
 * Requests this tab made or looked up, with their e-mail: a guest opens a request with its reference and e-mail,
 * so the request page after a submit or a lookup needs no second typing.
 */
export const knownRequests = sessionStore<KnownRequest[]>('remac.tradein.requests', [], (saved) =>
  Array.isArray(saved) ? saved.filter(isKnown).slice(-20) : [],
);

export function rememberRequest(request: KnownRequest): void {
  const others = knownRequests.get().filter((known) => known.reference !== request.reference);
  knownRequests.set([...others, request]);
}
