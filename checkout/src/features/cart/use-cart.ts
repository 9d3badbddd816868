import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@apollo/client/react';
import { cartUpdated } from '@remac/shared-contracts';
import { GetCartDocument } from '../../lib/graphql/generated';
import { readCartToken } from '../../lib/cart-token';
import { useHost } from '@remac/remote-kit';

const noCartOnServer = () => null;

/**
 * The live server cart (never cached). A `checkout:cart-updated` event marked stale makes every user of
 * this hook read the cart again; a fresh read announces the new count, no longer stale (spec §4).
 */
export function useCart() {
  const { bus } = useHost();
  const subscribe = useCallback((onChange: () => void) => bus.channel(cartUpdated).subscribe(onChange), [bus]);
  // The server knows no cart: it renders, and the browser hydrates, the empty state first.
  const token = useSyncExternalStore(subscribe, readCartToken, noCartOnServer);
  const query = useQuery(GetCartDocument, {
    variables: { token: token ?? '' }, skip: !token, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true,
  });
  const { refetch } = query;
  useEffect(() => bus.channel(cartUpdated).subscribe((event) => {
    const current = readCartToken();
    if (event.stale && current && current === token) void refetch({ token: current }).catch(() => undefined);
  }), [bus, token, refetch]);
  const cart = token ? query.data?.cart ?? null : null;
  useEffect(() => {
    if (query.data && !query.loading) bus.channel(cartUpdated).emit({ totalItems: query.data.cart?.totalItems ?? 0, stale: false });
  }, [bus, query.data, query.loading]);
  return { token, cart, loading: query.loading, error: query.error };
}
