import { sql, type Expression, type Kysely } from 'kysely';
import type { Database, Localized } from '../../db/types.js';
import { partsObject, productJson, type ProductPart, type readProduct } from '../catalog/product-parts.js';
import type { TaxonRow } from '../taxons/taxon-row.js';
import type { FacetCountRow } from './aggregations.js';

export interface SearchAnswer {
  total: number;
  /**
   * The page's products in the search's order, with the parts asked of them (read with readProduct, readParts).
   * Their taxons come as ids (`taxon_ids`, in position), each taxon once in `taxons`: cards of a page share a few.
   */
  page: { product: Parameters<typeof readProduct>[0]; parts: Partial<Record<ProductPart | 'taxon_ids', unknown>> }[];
  taxons: Record<string, TaxonRow>;
  facets: FacetCountRow[];
  /** The names of the closest products, closest first (up to 40). */
  suggestions: Localized[];
}

/** The names' similarity to the term, as the candidates join it (the statement computes it once, before them). */
export const nameSimilarityTable = sql<{ search_name: string; similarity: number }>`name_similarity`;

interface SearchStatement {
  /** Each distinct name's similarity to the term (search-match.ts), joined by the candidates' ranking. */
  nameSimilarity: Expression<unknown>;
  /** What the page's products are read with (their cards' taxons, say). */
  pageParts: readonly ProductPart[];
  suggest: boolean;
  /**
   * The candidates: `id`, `mask` (the chosen facets each passes, bit i = facet i), `position` in the order, and
   * what the facets count (aggregations.ts).
   */
  candidates: Expression<unknown>;
  /** The mask of a candidate that passes every chosen facet (a result). */
  full: number;
  offset: number;
  limit: number;
  /** Facet counts over the candidates `c` (aggregations.ts), or null when none is asked for. */
  counts: Expression<FacetCountRow> | null;
}

// A product's taxon ids in position, and each taxon of the page's products once, by id.
const taxonIds = sql`(select coalesce(jsonb_agg(pt.taxon_id order by pt.position), '[]') from product_taxons pt
  where pt.product_id = products.id)`;
const pageTaxons = sql`(select coalesce(jsonb_object_agg(t.id, to_jsonb(t)), '{}') from taxons t
  where t.id in (select pt.taxon_id from product_taxons pt join page on page.id = pt.product_id))`;

/** The parts of a page's product, its taxons looked up by id (SearchAnswer). */
export function pageProductParts(parts: SearchAnswer['page'][number]['parts'], taxons: SearchAnswer['taxons']) {
  const { taxon_ids: ids, ...rest } = parts;
  return ids ? { ...rest, taxons: (ids as number[]).map((id) => taxons[id]!) } : rest;
}

/**
 * A search in ONE statement: total, page (with what its cards show), facet counts and suggestions. The candidates
 * (every product matching the term and the filters other than the chosen facets', often most of the catalogue)
 * stay in the database; the API receives the page, the total and the counted facet values, however large the
 * catalogue.
 */
export async function runSearchStatement(db: Kysely<Database>, statement: SearchStatement): Promise<SearchAnswer> {
  const { nameSimilarity, pageParts, suggest, candidates, full, offset, limit, counts } = statement;
  const facets = counts
    ? sql`(select coalesce(jsonb_agg(to_jsonb(f) order by f.facet, f.s1, f.s2), '[]') from (${counts}) as f (facet, key, label, type_name, s1, s2, count) where f.count > 0)`
    : sql`'[]'::jsonb`;
  const suggestions = suggest
    ? sql`(select coalesce(jsonb_agg(n.name order by n.similarity desc, n.search_name), '[]') from (
        select name, similarity, search_name from name_similarity where similarity > 0.3
        order by similarity desc, search_name limit 40) n)`
    : sql`'[]'::jsonb`;
  const withTaxons = pageParts.includes('taxons');
  const parts = partsObject(pageParts.filter((part) => part !== 'taxons'));
  const { rows } = await sql<SearchAnswer>`
    with name_similarity as materialized ${nameSimilarity},
    c as materialized (${candidates}),
    page as materialized (select id, position from c where mask = ${full} order by position offset ${offset} limit ${limit})
    select
      (select count(*)::int from c where mask = ${full}) as total,
      (select coalesce(jsonb_agg(jsonb_build_object('product', ${productJson('products')},
          'parts', ${withTaxons ? sql`${parts} || jsonb_build_object('taxon_ids', ${taxonIds})` : parts}) order by page.position), '[]')
        from page join products on products.id = page.id) as page,
      ${withTaxons ? pageTaxons : sql`'{}'::jsonb`} as taxons,
      ${facets} as facets,
      ${suggestions} as suggestions`.execute(db);
  return rows[0]!;
}
