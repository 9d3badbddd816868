import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ProductRecord } from './records.js';
import { carouselSeeds, promotionSeeds } from './data/promotions.js';
import { paymentSeeds } from './data/payments.js';
import { formSeeds } from './data/forms.js';
import { sanitizeRichText } from '../lib/sanitize.js';

const image = (key: string, alt: { el?: string | null; en?: string | null }) => JSON.stringify({ key, alt, width: 1200, height: 900 });

function promotionProducts(rule: string, products: ProductRecord[]): ProductRecord[] {
  const active = products.filter((p) => p.status === 'active');
  if (rule === 'on-sale') return active.filter((p) => p.variants.some((v) => v.salePriceCents !== null)).slice(0, 24);
  if (rule === 'students') return active.filter((p) => p.taxons[0] === 'macbook-air' && p.taxons[2] !== 'bad');
  if (rule === 'ipads') return active.filter((p) => p.taxons[0] === 'ipad');
  return [];
}

export async function insertPromotions(db: Kysely<Database>, tenantId: string, products: ProductRecord[], productIds: Map<string, number>) {
  for (const seed of promotionSeeds) {
    const row = await db
      .insertInto('promotions')
      .values({
        tenant_id: tenantId,
        slug: seed.slug,
        type: seed.type,
        name: JSON.stringify(seed.name),
        excerpt: JSON.stringify(seed.excerpt),
        description: JSON.stringify({ el: sanitizeRichText(seed.description.el ?? ''), en: sanitizeRichText(seed.description.en ?? '') }),
        image: image(seed.imageKey, seed.name),
        sort_order: seed.sortOrder,
        active: seed.active,
        starts_at: null,
        ends_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = promotionProducts(seed.products, products);
    if (members.length) {
      await db
        .insertInto('promotion_products')
        .values(members.map((p, position) => ({ promotion_id: row.id, product_id: productIds.get(p.slug)!, position })))
        .execute();
    }
  }
  await db
    .insertInto('carousel_slides')
    .values(
      carouselSeeds.map((s) => ({
        tenant_id: tenantId,
        title: JSON.stringify(s.title),
        subtitle: JSON.stringify(s.subtitle),
        cta_label: JSON.stringify(s.cta),
        link: s.link,
        image: image(s.imageKey, s.title),
        sort_order: s.sortOrder,
      })),
    )
    .execute();
}

export async function insertPaymentsAndForms(db: Kysely<Database>, tenantId: string) {
  for (const seed of paymentSeeds) {
    const row = await db
      .insertInto('payment_options')
      .values({
        tenant_id: tenantId,
        kind: seed.kind,
        name: JSON.stringify(seed.name),
        description: JSON.stringify(seed.description),
        min_amount_cents: seed.min !== undefined ? seed.min * 100 : null,
        max_amount_cents: seed.max !== undefined ? seed.max * 100 : null,
        active: seed.active,
        display_on: seed.displayOn,
        sort_order: seed.sortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (seed.plans.length) {
      await db
        .insertInto('installment_plans')
        .values(seed.plans.map(([length, rate]) => ({ payment_option_id: row.id, length, interest_rate: rate })))
        .execute();
    }
  }
  await db
    .insertInto('forms')
    .values(
      formSeeds.map((f) => ({
        tenant_id: tenantId,
        slug: f.slug,
        name: JSON.stringify(f.name),
        active: f.active,
        fields: JSON.stringify(f.fields),
      })),
    )
    .execute();
}
