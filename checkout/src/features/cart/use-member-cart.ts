import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { session, type EventBus } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { ClaimCartDocument } from '../../lib/graphql/generated';
import {
  askedForMemberCart,
  noteAskedForMemberCart,
  readCartOwner,
  readCartToken,
  saveCartOwner,
  saveCartToken,
} from '../../lib/cart-token';
import { announceCart } from '../../lib/announce-cart';
import { memberCartStep } from './member-cart-step';

/** One claim at a time per page, however many cart toggles listen (the server orders claims across tabs). */
const claiming = new WeakSet<EventBus>();

/** Keeps the browser's cart the member's while logged in, and forgets it at logout (`member-cart-step.ts`). */
export function useMemberCart(): void {
  const { bus } = useHost();
  const client = useApolloClient();
  useEffect(
    () =>
      bus.channel(session).subscribe((current) => {
        const token = readCartToken();
        const email = current.email;
        const local = { owner: readCartOwner(), hasToken: token !== null, asked: email !== null && askedForMemberCart(email) };
        const step = memberCartStep(current, local);
        if (step.kind === 'forget') {
          saveCartToken(null);
          announceCart(bus, 0, false);
        }
        if (step.kind !== 'claim' || email === null || claiming.has(bus)) return;
        claiming.add(bus);
        client
          .mutate({ mutation: ClaimCartDocument, variables: { token: step.sendToken ? token : null } })
          .then(({ data }) => {
            const cart = data?.claimCart ?? null;
            saveCartToken(cart?.token ?? null);
            saveCartOwner(email);
            noteAskedForMemberCart(email);
            announceCart(bus, cart?.totalItems ?? 0, true);
          })
          // Not claimed (API down, session revoked): the guest's cart stays as it was, and the next page asks again.
          .catch((error: unknown) => console.warn('checkout: member cart not claimed', error))
          .finally(() => claiming.delete(bus));
      }),
    [bus, client],
  );
}
