import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';

export type CartErrorCode = 'NOT_ADDED' | 'NOT_AVAILABLE' | 'INSUFFICIENT_STOCK' | 'ADD_FAILED' | 'TOO_MANY_REQUESTS';
export const MAX_LINE_QUANTITY = 20;

export const parseId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/** Why a variant cannot be held in this quantity, or null when it can. */
export async function stockProblem(
  db: Kysely<Database>,
  tenantId: string,
  variantId: number | null,
  quantity: number,
): Promise<CartErrorCode | null> {
  if (variantId === null || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return 'NOT_ADDED';
  const variant = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.status', 'p.status as product_status', 'v.total_on_hand', 'v.backorderable'])
    .where('v.id', '=', variantId)
    .where('p.tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!variant) return 'NOT_ADDED';
  if (variant.status !== 'active' || variant.product_status !== 'active') return 'NOT_AVAILABLE';
  if (variant.backorderable) return null;
  if (variant.total_on_hand <= 0) return 'NOT_AVAILABLE';
  return quantity > variant.total_on_hand ? 'INSUFFICIENT_STOCK' : null;
}
