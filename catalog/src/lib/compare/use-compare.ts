import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { compareChanged, type EventBus } from '@remac/shared-contracts';
import { addProduct, canAdd, removeProduct, type CompareState } from './compare-rules';
import { compareStore } from './compare-store';

/** The compare list with its actions; every change is also published on `catalog:compare-changed`. */
export function useCompare(bus: EventBus) {
  const state = useSyncExternalStore(compareStore.subscribe, compareStore.get, compareStore.get);
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
