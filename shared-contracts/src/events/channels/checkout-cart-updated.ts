import { defineChannel } from '../channel.js';

export interface CartUpdated {
  totalItems: number;
  /** True after a local change until the cart has been read again from the server (spec §4). */
  stale: boolean;
}

export const cartUpdated = defineChannel<CartUpdated>('checkout:cart-updated', { replay: true });
