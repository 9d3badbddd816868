import { cartUpdated, type EventBus } from '@remac/shared-contracts';
import { saveKnownCartCount } from './cart-token';

/** Tells the page the cart's count (remembered first, so the badge reads it when the event arrives). */
export function announceCart(bus: EventBus, totalItems: number, stale: boolean): void {
  saveKnownCartCount(totalItems);
  bus.channel(cartUpdated).emit({ totalItems, stale });
}
