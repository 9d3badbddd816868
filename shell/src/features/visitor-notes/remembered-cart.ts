import { useEffect } from 'react';
import { cartUpdated, type EventBus } from '@remac/shared-contracts';
import { rememberedFlag } from './remembered-flag';

/**
 * That this browser's cart has items, from the checkout remote's `cart-updated` channel: the cart's
 * toggle and drawer then load at once (the count must show), and for a visitor without a cart, whose
 * toggle the server renders as it would be (0), on the first interaction.
 */
export const rememberedCart = rememberedFlag('remac:cart-seen');

/** Keeps the note up to date for the page's life. */
export function useNoteCart(bus: EventBus): void {
  useEffect(() => bus.channel(cartUpdated).subscribe(({ totalItems }) => rememberedCart.write(totalItems > 0)), [bus]);
}
