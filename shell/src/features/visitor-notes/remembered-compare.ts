import { useEffect } from 'react';
import { compareChanged, type EventBus } from '@remac/shared-contracts';
import { rememberedFlag, useRememberedFlag } from './remembered-flag';

/** That this browser's compare list has products, from the catalog's `compare-changed` channel. */
export const rememberedCompare = rememberedFlag('remac:compare-seen');

/**
 * Whether the compare bar is wanted: only with products in the list (an empty bar shows nothing, so
 * its script waits until the visitor adds one).
 */
export function useRememberedCompare(bus: EventBus): boolean {
  useEffect(() => bus.channel(compareChanged).subscribe(({ productIds }) => rememberedCompare.write(productIds.length > 0)), [bus]);
  return useRememberedFlag(rememberedCompare);
}
