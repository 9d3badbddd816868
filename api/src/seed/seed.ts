import { sql, type Kysely } from 'kysely';
import { tenant as tenantConfig } from '@remac/shared-contracts';
import type { Database } from '../db/types.js';
import { buildCatalog } from './build-catalog.js';
import { scaleCatalog } from './scale-catalog.js';
import { insertTaxonomy } from './insert-taxonomy.js';
import { insertOptions } from './insert-options.js';
import { insertProducts } from './insert-products.js';
import { insertPaymentsAndForms, insertPromotions } from './insert-content.js';
import { insertSeo } from './insert-seo.js';
import { insertTradeIn, seedTradeInIfEmpty } from './tradein/insert-tradein.js';

/** The business of shared-contracts' tenant config (Tenant header id `remac`). */
export const DEFAULT_TENANT = { id: tenantConfig.id, name: tenantConfig.name };

/** Seeds the default tenant's catalogue once; returns false when it was already there. */
export async function seedIfEmpty(db: Kysely<Database>, tenant = DEFAULT_TENANT, scale = 1): Promise<boolean> {
  const existing = await db.selectFrom('tenants').select('id').where('id', '=', tenant.id).executeTakeFirst();
  if (existing) {
    await seedTradeInIfEmpty(db, tenant.id);
    return false;
  }
  const products = scaleCatalog(buildCatalog(), scale);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('tenants').values({ id: tenant.id, name: tenant.name }).execute();
    const brand = await trx
      .insertInto('brands')
      .values({
        tenant_id: tenant.id,
        slug: 'apple',
        name: 'Apple',
        image: JSON.stringify({ key: 'brand-apple', alt: { el: 'Apple', en: 'Apple' }, width: 1200, height: 900 }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const taxonIds = await insertTaxonomy(trx, tenant.id);
    const optionValueIds = await insertOptions(trx, tenant.id, products);
    const productIds = await insertProducts(trx, { tenantId: tenant.id, brandId: brand.id, taxonIds, optionValueIds }, products);
    await insertPromotions(trx, tenant.id, products, productIds);
    await insertPaymentsAndForms(trx, tenant.id);
    await insertSeo(trx, tenant.id, products);
    await insertTradeIn(trx, tenant.id);
    await sql`select refresh_product_rollups(${tenant.id})`.execute(trx);
    await sql`select refresh_product_option_values(${tenant.id})`.execute(trx);
    await sql`select refresh_product_search(${tenant.id})`.execute(trx);
  });
  // Fresh statistics, so that the planner knows the catalogue's size from the first request on.
  await sql`analyze`.execute(db);
  return true;
}
