import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { CartLine, CartView } from './cart-view.js';

export const CART_LIFETIME_DAYS = 14;
const expiry = () => new Date(Date.now() + CART_LIFETIME_DAYS * 86_400_000);

export async function findCart(db: Kysely<Database>, tenantId: string, token: string) {
  if (token.length > 100) return undefined;
  return db
    .selectFrom('carts')
    .select(['id', 'token', 'expires_at', 'user_id'])
    .where('tenant_id', '=', tenantId)
    .where('token', '=', token)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

export function createCart(db: Kysely<Database>, tenantId: string, userId: number | null) {
  return db
    .insertInto('carts')
    .values({ tenant_id: tenantId, token: randomBytes(24).toString('base64url'), user_id: userId, expires_at: expiry() })
    .returning(['id', 'token', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Each change keeps the cart alive for another lifetime. */
export function touchCart(db: Kysely<Database>, cartId: number) {
  return db
    .updateTable('carts')
    .set({ expires_at: expiry(), updated_at: new Date() })
    .where('id', '=', cartId)
    .returning(['id', 'token', 'expires_at'])
    .executeTakeFirstOrThrow();
}

const label = (locale: 'el' | 'en') => sql<
  string | null
>`(select string_agg(coalesce(ov.label->>${locale}, ov.label->>'en'), ' · ' order by ov.position)
  from variant_option_values vov join option_values ov on ov.id = vov.option_value_id where vov.variant_id = v.id)`;

export async function cartLines(db: Kysely<Database>, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_items as ci')
    .innerJoin('variants as v', 'v.id', 'ci.variant_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['ci.variant_id', 'v.product_id', 'p.slug', 'v.sku', 'p.name', 'ci.quantity', 'v.backorderable'])
    .select(sql<number>`coalesce(v.sale_price_cents, v.price_cents)`.as('unit_cents'))
    .select('v.total_on_hand as on_hand')
    .select(sql<boolean>`(v.status = 'active' and p.status = 'active')`.as('purchasable'))
    .select([label('el').as('label_el'), label('en').as('label_en')])
    .where('ci.cart_id', '=', cartId)
    .orderBy('ci.added_at')
    .orderBy('ci.variant_id')
    .execute();
  return rows.map((row) => ({ ...row, unit_cents: Number(row.unit_cents) }));
}

export async function cartView(db: Kysely<Database>, cart: { id: number; token: string; expires_at: Date | string }): Promise<CartView> {
  return { ...cart, lines: await cartLines(db, cart.id) };
}
