import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@apollo/client/react';
import { cartUpdated } from '@remac/shared-contracts';
import { GetCartDocument } from '../../lib/graphql/generated';
import { readCartToken } from '../../lib/cart-token';
import { useHost } from '@remac/remote-kit';
import { announceCart } from '../../lib/announce-cart';
import { useReadStatus } from './use-read-status';

const noCartOnServer = () => null;

/**
 * The live server cart (never cached) and where it stands (`cart-status.ts`). A `checkout:cart-updated`
 * event marked stale makes every user of this hook read the cart again; a fresh read announces the
 * new count, no longer stale (spec §4). A failed read is never an empty cart: it is retried.
 */
export function useCart() {
  const { bus } = useHost();
  const subscribe = useCallback((onChange: () => void) => bus.channel(cartUpdated).subscribe(onChange), [bus]);
  // The server knows no cart: it renders, and the browser hydrates, the empty state first.
  const token = useSyncExternalStore(subscribe, readCartToken, noCartOnServer);
  const query = useQuery(GetCartDocument, {
    variables: { token: token ?? '' },
    skip: !token,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { refetch } = query;
  useEffect(
    () =>
      bus.channel(cartUpdated).subscribe((event) => {
        const current = readCartToken();
        if (event.stale && current && current === token) void refetch({ token: current }).catch(() => undefined);
      }),
    [bus, token, refetch],
  );

  const retry = useCallback(() => {
    if (token) void refetch({ token }).catch(() => undefined);
  }, [refetch, token]);
  const state = useReadStatus(
    { hasToken: Boolean(token), loading: query.loading, failed: Boolean(query.error), answered: query.data !== undefined },
    retry,
  );

  const cart = state.status === 'loaded' ? (query.data?.cart ?? null) : null;
  useEffect(() => {
    if (state.status === 'loaded' && query.data) announceCart(bus, query.data.cart?.totalItems ?? 0, false);
  }, [bus, query.data, state.status]);
  return { token, cart, status: state.status, loading: query.loading, error: query.error, retry };
}
