import type { Selectable } from 'kysely';
import type { VariantsTable } from '../../db/types.js';

export type VariantRow = Selectable<VariantsTable>;

export type AvailabilityValue = 'IN_STOCK' | 'BACKORDERABLE' | 'OUT_OF_STOCK';

export function availabilityOf(onHand: number, backorderable: boolean): AvailabilityValue {
  if (onHand > 0) return 'IN_STOCK';
  return backorderable ? 'BACKORDERABLE' : 'OUT_OF_STOCK';
}

/** Active and (in stock or backorderable). */
export const purchasable = (v: VariantRow) => v.status === 'active' && (v.total_on_hand > 0 || v.backorderable);

export const statusOf = (status: string) => status.toUpperCase() as 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
