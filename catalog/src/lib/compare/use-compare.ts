import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { compareChanged, type EventBus } from '@remac/shared-contracts';
import { addProduct, canAdd, emptyCompare, removeProduct, type CompareState } from './compare-rules';
import { compareStore } from './compare-store';

const serverCompare = () => emptyCompare;

/** The compare list with its actions; every change is also published on `catalog:compare-changed`. */
export function useCompare(bus: EventBus) {
  // The server has no saved list: it renders, and the browser hydrates, an empty one first.
  const state = useSyncExternalStore(compareStore.subscribe, compareStore.get, serverCompare);
  useEffect(() => {
    const channel = bus.channel(compareChanged);
    const latest = channel.latest();
    if (latest?.productIds.join() !== state.productIds.join() || latest?.primaryId !== state.primaryId) channel.emit(state);
  }, [bus, state]);
  const update = useCallback((change: (current: CompareState) => CompareState) => compareStore.set(change(compareStore.get())), []);
  return {
    state,
    has: (id: string) => state.productIds.includes(id),
    canAdd: (id: string) => canAdd(state, id),
    add: (id: string) => update((current) => addProduct(current, id)),
    remove: (id: string) => update((current) => removeProduct(current, id)),
    clear: () => update(() => ({ productIds: [], primaryId: null })),
  };
}
