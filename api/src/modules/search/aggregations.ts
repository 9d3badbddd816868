import { sql, type RawBuilder } from 'kysely';
import type { Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';
import type { AggregationValue } from './search-parent.js';
import { availabilityBuckets, priceBuckets, staticLabels } from './aggregation-labels.js';

const taxonomyOf: Record<string, string> = { category: 'CATEGORY', condition: 'CONDITION', grade: 'APPEARANCE' };
const productFacets = ['brand', 'availability', 'price'];

export interface FacetCountRow {
  facet: string;
  key: string;
  label: Localized | string | null;
  type_name: Localized | null;
  count: number;
}

const facetOf = (name: string) => taxonomyOf[name] ?? name;

/**
 * Bit i of a candidate's mask says it passes the choice in facet `chosen[i]`. A product counts towards a facet when
 * it passes every choice but (possibly) the facet's own: values in one facet combine with OR, facets with AND.
 */
function facetMaskFilter(chosen: readonly string[], facetColumn: RawBuilder<unknown>, mask: RawBuilder<unknown>): RawBuilder<unknown> {
  if (!chosen.length) return sql`true`;
  const bits = sql.join(
    chosen.map((name, index) => sql`when ${facetOf(name)} then ${sql.lit(1 << index)}`),
    sql` `,
  );
  return sql`(${mask} | case ${facetColumn} ${bits} else 0 end) = ${sql.lit((1 << chosen.length) - 1)}`;
}

/**
 * The facet counts over the candidates `c` (search-statement.ts: id, mask, and the product's brand_id,
 * sale_price_cents, total_on_hand, backorderable) as rows of (facet, key, label, type_name, s1, s2, count), in that
 * order but not named (the first family's names would win), or null when no facet is asked for. Each candidate
 * carries a bit mask of the facet choices it passes; a product counts towards facet F when it passes every choice
 * except possibly F's own (disjunctive facets), so the facets nobody chose are counted over the result itself.
 */
export function facetCounts(chosen: readonly string[], names: readonly string[]): RawBuilder<FacetCountRow> | null {
  if (!names.length) return null;
  const taxonomies = names.filter((n) => taxonomyOf[n]).map(facetOf);
  const options = names.filter((n) => !taxonomyOf[n] && !productFacets.includes(n));
  const ofProduct = names.filter((n) => productFacets.includes(n));
  // Candidates per key id and mask, from the arrays of product_facet_keys: grouped by array first (products alike
  // share their arrays: 1,270 candidates of the 10× catalogue have ~90 distinct ones), then each array unnested once;
  // masks are few, so labels and the per-facet mask test (facetMaskFilter) run over a few dozen rows.
  const perKey = (ids: RawBuilder<unknown>) => sql`(
    select key, g.mask, sum(g.n) as n from (
      select ${ids} as ids, c.mask, count(*) as n from c join product_facet_keys k on k.product_id = c.id group by 1, 2
    ) g cross join unnest(g.ids) as key group by key, g.mask) x`;
  const summed = (facetColumn: RawBuilder<unknown>) => sql`sum(x.n) filter (where ${facetMaskFilter(chosen, facetColumn, sql`x.mask`)})`;
  const families: RawBuilder<unknown>[] = [];
  if (taxonomies.length) {
    families.push(sql`
      select t.taxonomy, t.slug, t.name, null::jsonb, t.sort_order, t.slug, ${summed(sql`t.taxonomy`)}::int
      from ${perKey(sql`k.taxon_ids`)} join taxons t on t.id = x.key
      where t.taxonomy in (${sql.join(taxonomies)}) group by t.id`);
  }
  if (options.length) {
    families.push(sql`
      select ot.internal_name, ov.value, ov.label, ot.name, ov.position, ov.value, ${summed(sql`ot.internal_name`)}::int
      from ${perKey(sql`k.option_value_ids`)} join option_values ov on ov.id = x.key join option_types ot on ot.id = ov.option_type_id
      where ot.internal_name in (${sql.join(options)}) group by ov.id, ot.id`);
  }
  if (ofProduct.length) {
    const bounds = sql.raw(`array[${priceBuckets.bounds.map((b) => b * 100).join(',')}]`);
    // Candidates alike in brand, availability, price bucket and mask are counted together first.
    families.push(sql`
      select e.facet, e.key, to_jsonb(max(e.label)), null::jsonb, 0, e.key,
        sum(g.n) filter (where ${facetMaskFilter(chosen, sql`e.facet`, sql`g.mask`)})::int
      from (
        select c.brand_id, c.mask, width_bucket(c.sale_price_cents, ${bounds}) as price,
          case when c.total_on_hand > 0 then 'IN_STOCK' when c.backorderable then 'BACKORDERABLE' else 'OUT_OF_STOCK' end
            as availability, count(*) as n
        from c group by 1, 2, 3, 4
      ) g left join brands b on b.id = g.brand_id
      cross join lateral (values
        ('brand', coalesce(b.slug, ''), coalesce(b.name, '')),
        ('availability', g.availability, null),
        ('price', g.price::text, null)
      ) as e(facet, key, label)
      where e.facet in (${sql.join(ofProduct)}) group by e.facet, e.key`);
  }
  return sql<FacetCountRow>`${sql.join(families, sql` union all `)}`;
}

/** The counted rows (in facet and display order, zero counts left out) as the aggregations asked for. */
export function toAggregations(rows: readonly FacetCountRow[], names: readonly string[], locale: Locale): AggregationValue[] {
  return names.map((name) => {
    const own = rows.filter((row) => row.facet === facetOf(name));
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
        label: typeof row.label === 'string' ? row.label : row.label ? pickRequired(row.label, locale) : '',
        count: row.count,
      })),
    };
  });
}
