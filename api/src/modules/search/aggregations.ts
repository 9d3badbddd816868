import { sql, type Expression, type Kysely } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';
import type { AggregationValue } from './search-parent.js';
import { availabilityBuckets, priceBuckets, staticLabels } from './aggregation-labels.js';

const taxonomyOf: Record<string, string> = { category: 'CATEGORY', condition: 'CONDITION', grade: 'APPEARANCE' };
const special = new Set(['brand', 'availability', 'price']);

interface Row {
  facet: string;
  key: string;
  label: Localized | string;
  type_name: Localized | null;
  count: number;
}

/**
 * Counts over every matching product (not just the page), one bucket list per requested facet.
 * One query per family of facets: taxonomies, option types, and brand/availability/price together.
 */
export async function aggregate(
  db: Kysely<Database>,
  ids: Expression<unknown>,
  names: readonly string[],
  locale: Locale,
): Promise<AggregationValue[]> {
  if (!names.length) return [];
  const taxonomies = names.filter((n) => taxonomyOf[n]).map((n) => taxonomyOf[n]!);
  const options = names.filter((n) => !taxonomyOf[n] && !special.has(n));
  const queries: Promise<Row[]>[] = [];
  if (taxonomies.length) {
    queries.push(
      sql<Row>`
      select t.taxonomy as facet, t.slug as key, t.name as label, null as type_name, count(distinct pt.product_id)::int as count
      from product_taxons pt join taxons t on t.id = pt.taxon_id
      where pt.product_id in (${ids}) and t.taxonomy in (${sql.join(taxonomies)})
      group by t.taxonomy, t.slug, t.name, t.sort_order order by t.sort_order, t.slug`
        .execute(db)
        .then((r) => r.rows),
    );
  }
  if (options.length) {
    queries.push(
      sql<Row>`
      select ot.internal_name as facet, ov.value as key, ov.label, ot.name as type_name, count(distinct v.product_id)::int as count
      from variants v join variant_option_values vov on vov.variant_id = v.id
      join option_values ov on ov.id = vov.option_value_id join option_types ot on ot.id = ov.option_type_id
      where v.product_id in (${ids}) and v.status = 'active' and ot.internal_name in (${sql.join(options)})
      group by ot.internal_name, ov.value, ov.label, ot.name, ov.position order by ov.position`
        .execute(db)
        .then((r) => r.rows),
    );
  }
  if (names.some((n) => special.has(n))) {
    queries.push(
      sql<Row>`
      select facet, key, max(label) as label, null as type_name, count(*)::int as count from (
        select p.id, unnest(array[
          'brand:' || coalesce(b.slug, '') || ':' || coalesce(b.name, ''),
          'availability:' || case when p.total_on_hand > 0 then 'IN_STOCK' when p.backorderable then 'BACKORDERABLE' else 'OUT_OF_STOCK' end,
          'price:' || width_bucket(p.sale_price_cents, ${sql.raw(`array[${priceBuckets.bounds.map((b) => b * 100).join(',')}]`)})::text
        ]) as entry
        from products p left join brands b on b.id = p.brand_id where p.id in (${ids})
      ) e, lateral (select split_part(entry, ':', 1) as facet, split_part(entry, ':', 2) as key, split_part(entry, ':', 3) as label) parts
      group by facet, key order by facet, key`
        .execute(db)
        .then((r) => r.rows),
    );
  }
  const rows = (await Promise.all(queries)).flat();
  return names.map((name) => {
    const facet = taxonomyOf[name] ?? name;
    const own = rows.filter((row) => row.facet === facet);
    if (name === 'price') return priceBuckets.toAggregation(own, locale);
    if (name === 'availability') return availabilityBuckets(own, locale);
    const label = staticLabels[name]
      ? pickRequired(staticLabels[name], locale)
      : own[0]?.type_name
        ? pickRequired(own[0].type_name, locale)
        : name;
    return {
      name,
      label,
      buckets: own.map((row) => ({
        key: row.key,
        label: typeof row.label === 'string' ? row.label : pickRequired(row.label, locale),
        count: row.count,
      })),
    };
  });
}
