import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ProductWhere } from '../../generated/graphql.js';

type Eb = ExpressionBuilder<Database, 'products'>;

const numericIds = (ids: readonly string[]) => ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31);

/** Products in any of the taxons (by slug) or their children. */
function inTaxons(eb: Eb, tenantId: string, slugs: readonly string[]) {
  return eb.exists(
    eb
      .selectFrom('product_taxons as pt')
      .innerJoin('taxons as t', 't.id', 'pt.taxon_id')
      .leftJoin('taxons as parent', 'parent.id', 't.parent_id')
      .select(sql`1`.as('one'))
      .whereRef('pt.product_id', '=', 'products.id')
      .where('t.tenant_id', '=', tenantId)
      .where((inner) => inner.or([inner('t.slug', 'in', [...slugs]), inner('parent.slug', 'in', [...slugs])])),
  );
}

/** One of the product's active variants has one of the values (product_option_values keeps them per product). */
function hasOption(eb: Eb, name: string, values: readonly string[]) {
  return eb.exists(
    eb
      .selectFrom('product_option_values as pov')
      .innerJoin('option_values as ov', 'ov.id', 'pov.option_value_id')
      .innerJoin('option_types as ot', 'ot.id', 'ov.option_type_id')
      .select(sql`1`.as('one'))
      .whereRef('pov.product_id', '=', 'products.id')
      .where('ot.internal_name', '=', name)
      .where('ov.value', 'in', [...values]),
  );
}

/** The storefront filter: active products of the tenant matching every given condition. */
export function productFilter(eb: Eb, tenantId: string, where: ProductWhere | null | undefined): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('products.tenant_id', '=', tenantId), eb('products.status', '=', 'active')];
  const w = where ?? {};
  const nonEmpty = <T>(list: readonly T[] | null | undefined): list is readonly T[] => Array.isArray(list) && list.length > 0;
  if (w.ids) conditions.push(numericIds(w.ids).length ? eb('products.id', 'in', numericIds(w.ids)) : sql<SqlBool>`false`);
  if (w.slugs) conditions.push(w.slugs.length ? eb('products.slug', 'in', [...w.slugs]) : sql<SqlBool>`false`);
  if (nonEmpty(w.taxons)) conditions.push(inTaxons(eb, tenantId, w.taxons));
  if (w.category) conditions.push(inTaxons(eb, tenantId, [w.category]));
  if (nonEmpty(w.conditions)) conditions.push(inTaxons(eb, tenantId, w.conditions));
  if (nonEmpty(w.grades)) conditions.push(inTaxons(eb, tenantId, w.grades));
  if (nonEmpty(w.brands)) {
    const brands = w.brands.map((brand) => brand.toLowerCase());
    conditions.push(
      eb.exists(
        eb
          .selectFrom('brands')
          .select(sql`1`.as('one'))
          .whereRef('brands.id', '=', 'products.brand_id')
          .where('brands.slug', 'in', brands),
      ),
    );
  }
  for (const option of w.options ?? []) {
    if (option.values.length) conditions.push(hasOption(eb, option.name, option.values));
  }
  if (w.priceMin != null) conditions.push(eb('products.sale_price_cents', '>=', w.priceMin));
  if (w.priceMax != null) conditions.push(eb('products.sale_price_cents', '<=', w.priceMax));
  if (w.onSale === true) conditions.push(eb('products.sale_price_cents', '<', eb.ref('products.price_cents')));
  if (w.onSale === false) conditions.push(eb('products.sale_price_cents', '>=', eb.ref('products.price_cents')));
  if (w.inStock === true) conditions.push(eb('products.total_on_hand', '>', 0));
  if (w.inStock === false) conditions.push(eb('products.total_on_hand', '=', 0));
  if (w.promotion) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('promotion_products as pp')
          .innerJoin('promotions as pr', 'pr.id', 'pp.promotion_id')
          .select(sql`1`.as('one'))
          .whereRef('pp.product_id', '=', 'products.id')
          .where('pr.slug', '=', w.promotion)
          .where('pr.tenant_id', '=', tenantId),
      ),
    );
  }
  return eb.and(conditions);
}
