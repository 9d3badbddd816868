import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readJson, writeJson } from '../../lib/storage';
import { parseListing, serializeListing, type ListingState } from './listing-params';

const storageKey = (namespace: string) => `remac.catalog.filters.${namespace}`;

/**
 * A listing's state lives in the URL; spec §3/§9 also keep the search filters per namespace in
 * session storage, so coming back to a listing without a query restores the last filters.
 */
export function useListingState(namespace: string) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // The router applies URL changes in a transition; until it has, show the choice already made
  // (otherwise a controlled checkbox springs back for a moment).
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [query]);
  // Back or Forward before the router applied the choice: React renders only the latest URL, which may be the one the
  // listing already shows, so `query` never changes and the choice would stay on screen under the old address.
  useEffect(() => {
    const dropPending = () => setPending(null);
    window.addEventListener('popstate', dropPending);
    return () => window.removeEventListener('popstate', dropPending);
  }, []);
  const current = pending ?? query;
  const state = useMemo(() => parseListing(new URLSearchParams(current)), [current]);

  useEffect(() => {
    if (query) return;
    const saved = readJson<string>('session', storageKey(namespace));
    if (saved) setParams(new URLSearchParams(saved), { replace: true });
    // Restore once per listing visit, not again after the visitor clears the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namespace]);

  useEffect(() => writeJson('session', storageKey(namespace), serializeListing(state).toString()), [namespace, state]);

  const update = useCallback(
    (next: ListingState) => {
      const nextParams = serializeListing(next);
      setPending(nextParams.toString());
      setParams(nextParams, { preventScrollReset: true });
    },
    [setParams],
  );
  return [state, update] as const;
}
