import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';
import type { AggregationValue } from './search-parent.js';
import { availabilityBuckets, priceBuckets, staticLabels } from './aggregation-labels.js';
import type { FacetCandidates } from './facet-candidates.js';

const taxonomyOf: Record<string, string> = { category: 'CATEGORY', condition: 'CONDITION', grade: 'APPEARANCE' };
const productFacets = ['brand', 'availability', 'price'];

interface Row {
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
 * Counts products per facet value in ONE query. Each candidate carries a bit mask of the facet choices it passes;
 * a product counts towards facet F when it passes every choice except possibly F's own (disjunctive facets), so
 * the facets nobody chose are counted over the result itself (mask complete).
 */
export async function aggregate(
  db: Kysely<Database>,
  candidates: FacetCandidates,
  names: readonly string[],
  locale: Locale,
): Promise<AggregationValue[]> {
  if (!names.length) return [];
  const taxonomies = names.filter((n) => taxonomyOf[n]).map(facetOf);
  const options = names.filter((n) => !taxonomyOf[n] && !productFacets.includes(n));
  const ofProduct = names.filter((n) => productFacets.includes(n));
  // A row counts towards its facet when its mask, plus the facet's own bit, is full (see facetMaskFilter).
  const counted = (facetColumn: RawBuilder<unknown>) =>
    sql`count(*) filter (where ${facetMaskFilter(candidates.chosen, facetColumn, sql`m.mask`)})`;
  const families: RawBuilder<unknown>[] = [];
  // Each family groups narrow rows by a key id; labels come along by functional dependency (no wide sort).
  if (taxonomies.length) {
    families.push(sql`
      select t.taxonomy as facet, t.slug as key, t.name as label, null::jsonb as type_name, t.sort_order as s1, t.slug as s2,
        ${counted(sql`t.taxonomy`)}::int as count
      from m join product_taxons pt on pt.product_id = m.id join taxons t on t.id = pt.taxon_id
      where t.taxonomy in (${sql.join(taxonomies)}) group by t.id`);
  }
  if (options.length) {
    families.push(sql`
      select ot.internal_name, ov.value, ov.label, ot.name, ov.position, ov.value, ${counted(sql`ot.internal_name`)}::int
      from m join product_option_values pov on pov.product_id = m.id
      join option_values ov on ov.id = pov.option_value_id join option_types ot on ot.id = ov.option_type_id
      where ot.internal_name in (${sql.join(options)}) group by ov.id, ot.id`);
  }
  if (ofProduct.length) {
    const bounds = sql.raw(`array[${priceBuckets.bounds.map((b) => b * 100).join(',')}]`);
    families.push(sql`
      select e.facet, e.key, to_jsonb(max(e.label)), null::jsonb, 0, e.key, ${counted(sql`e.facet`)}::int
      from m join products p on p.id = m.id left join brands b on b.id = p.brand_id
      cross join lateral (values
        ('brand', coalesce(b.slug, ''), coalesce(b.name, '')),
        ('availability', case when p.total_on_hand > 0 then 'IN_STOCK' when p.backorderable then 'BACKORDERABLE' else 'OUT_OF_STOCK' end, null),
        ('price', width_bucket(p.sale_price_cents, ${bounds})::text, null)
      ) as e(facet, key, label)
      where e.facet in (${sql.join(ofProduct)}) group by e.facet, e.key`);
  }
  const { rows } = await sql<Row>`
    with m (id, mask) as (select * from unnest(${candidates.ids}::int[], ${candidates.masks}::int[])),
    counts (facet, key, label, type_name, s1, s2, count) as (${sql.join(families, sql` union all `)})
    select facet, key, label, type_name, count from counts where count > 0 order by facet, s1, s2`.execute(db);
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
