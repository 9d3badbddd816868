import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable } from '../../../db/types.js';

export type OrderRow = Selectable<OrdersTable> & { items: Selectable<OrderItemsTable>[] };

/** Receipt outcome of spec §4 from the order state. */
export function outcomeOf(state: string): 'PROCESSING' | 'COMPLETED' | 'FAILED' {
  if (state === 'completed' || state === 'shipped' || state === 'ready') return 'COMPLETED';
  if (state === 'failed' || state === 'canceled') return 'FAILED';
  return 'PROCESSING';
}

/** Card payments are taken at once; bank transfers and IRIS wait for the money; cash and pickup are prepared. */
export function initialState(paymentMethod: string): string {
  if (paymentMethod === 'card' || paymentMethod === 'installments-card') return 'completed';
  if (paymentMethod === 'bank-transfer' || paymentMethod === 'iris') return 'pending';
  return 'processing';
}
