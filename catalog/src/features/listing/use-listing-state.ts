import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readJson, writeJson } from '../../lib/storage';
import { usePendingChoice } from '../../lib/use-pending-choice';
import { parseListing, serializeListing, type ListingState } from './listing-params';

const storageKey = (namespace: string) => `remac.catalog.filters.${namespace}`;

/**
 * A listing's state lives in the URL; spec §3/§9 also keep the search filters per namespace in
 * session storage, so coming back to a listing without a query restores the last filters.
 */
export function useListingState(namespace: string) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // The choice already made, until the router has applied it (otherwise a controlled checkbox springs back for a moment).
  const [pending, setPending] = usePendingChoice(query);
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
    [setParams, setPending],
  );
  return [state, update] as const;
}
