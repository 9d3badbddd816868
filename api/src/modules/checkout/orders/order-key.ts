import { createHash } from 'node:crypto';
import type { Locale } from '../../../lib/localize.js';

/** What an idempotency key is bound to: the cart it orders and the member placing it (null for a guest). */
export interface KeyScope {
  cartTokenHash: string;
  userId: number | null;
}

/** The cart token is a bearer secret: orders keep only its hash. */
export const cartTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export const sameScope = (order: { cart_token_hash: string | null; user_id: number | null }, scope: KeyScope) =>
  order.cart_token_hash === scope.cartTokenHash && order.user_id === scope.userId;

const keyUsed = {
  en: 'This order was already submitted from another cart. Please reload the page and try again.',
  el: 'Αυτή η παραγγελία έχει ήδη υποβληθεί από άλλο καλάθι. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.',
};

export const keyUsedText = (locale: Locale) => keyUsed[locale];
