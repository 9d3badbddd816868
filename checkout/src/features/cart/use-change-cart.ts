import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AddToCartDocument, UpdateCartItemDocument } from '../../lib/graphql/generated';
import { readCartToken, saveCartToken } from '../../lib/cart-token';
import { useHost } from '@remac/remote-kit';
import { useCheckoutT } from '../../lib/remote';
import { announceCart } from '../../lib/announce-cart';

type Outcome = { cart: { token: string; totalItems: number } | null; error: { message: string } | null };

/** Adds or changes cart lines; the answer's error text (spec §8) or the generic adding error is kept for display. */
export function useChangeCart() {
  const { bus } = useHost();
  const t = useCheckoutT();
  const [error, setError] = useState<string | null>(null);
  const [add, addState] = useMutation(AddToCartDocument);
  const [update, updateState] = useMutation(UpdateCartItemDocument);

  async function apply(run: () => Promise<Outcome | undefined>): Promise<boolean> {
    setError(null);
    try {
      const result = await run();
      if (!result?.cart) {
        setError(result?.error?.message ?? t('cart.addFailed'));
        return false;
      }
      saveCartToken(result.cart.token);
      announceCart(bus, result.cart.totalItems, true);
      return true;
    } catch {
      setError(t('cart.addFailed'));
      return false;
    }
  }

  return {
    error,
    busy: addState.loading || updateState.loading,
    add: (variantId: string, quantity: number) =>
      apply(async () => (await add({ variables: { token: readCartToken(), variantId, quantity } })).data?.addToCart),
    setQuantity: (variantId: string, quantity: number) =>
      apply(async () => (await update({ variables: { token: readCartToken() ?? '', variantId, quantity } })).data?.updateCartItem),
  };
}
