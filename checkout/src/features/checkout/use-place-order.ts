import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { UseFormSetError } from 'react-hook-form';
import { localizedPath, purchase } from '@remac/shared-contracts';
import { PlaceOrderDocument } from '../../lib/graphql/generated';
import { saveCartToken } from '../../lib/cart-token';
import { useHost } from '@remac/remote-kit';
import { announceCart } from '../../lib/announce-cart';
import type { CheckoutValues } from './checkout-schema';
import { purchaseEvent } from './purchase-event';
import { toOrderInput } from './to-order-input';

export type Problem = { kind: 'payment' | 'notice' | 'error'; text: string | null } | null;

/** Places the order once per checkout (one idempotency key), then goes to the receipt; otherwise says why. */
export function usePlaceOrder(cartToken: string | null, setError: UseFormSetError<CheckoutValues>) {
  const { bus, locale } = useHost();
  const navigate = useNavigate();
  const key = useRef(crypto.randomUUID());
  const [problem, setProblem] = useState<Problem>(null);
  const [place, state] = useMutation(PlaceOrderDocument);

  async function submit(values: CheckoutValues) {
    setProblem(null);
    if (!cartToken) return setProblem({ kind: 'error', text: null });
    try {
      const { data } = await place({ variables: { input: toOrderInput(values, cartToken, key.current) } });
      const result = data?.placeOrder;
      if (result?.status === 'PLACED' && result.order) {
        bus.channel(purchase).emit(purchaseEvent(result.order));
        saveCartToken(null);
        announceCart(bus, 0, false);
        navigate(localizedPath('receipt-id', locale, { id: result.order.id }));
        return;
      }
      for (const error of result?.errors ?? []) setError(error.field as keyof CheckoutValues, { message: error.message });
      const status = result?.status ?? 'ERROR';
      if (status === 'ERROR') setProblem({ kind: 'error', text: null });
      else setProblem({ kind: status.startsWith('PAYMENT') ? 'payment' : 'notice', text: result?.notice ?? null });
    } catch {
      setProblem({ kind: 'error', text: null });
    }
  }
  return { submit, placing: state.loading, problem };
}
