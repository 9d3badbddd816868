import { sql } from 'kysely';
import type { ProductWhere, QueryResolvers, SearchResultResolvers } from '../../generated/graphql.js';
import { paging } from '../../lib/paging.js';
import { SEARCH_TERM_MAX_LENGTH } from '@remac/shared-contracts/graphql';
import { badInput } from '../../lib/errors.js';
import { readParts, readProduct } from '../catalog/product-parts.js';
import { requestedPartsWithin } from '../catalog/requested-parts.js';
import { productFilter } from '../catalog/product-where.js';
import { checkProductWhere } from '../catalog/product-where-limits.js';
import { orderByList, productOrderings, type Ordering } from '../catalog/product-order.js';
import { searchMatch } from './search-match.js';
import { facetCounts, toAggregations } from './aggregations.js';
import { nameSimilarityTable, pageProductParts, runSearchStatement } from './search-statement.js';
import { constrainsFacet, onlyFacet, withoutFacet } from './facet-where.js';
import { suggestionsFrom } from './suggestions.js';
import type { SearchParent } from './search-parent.js';

const facetNames = /^[a-z][a-z0-9-]{0,30}$/;

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

export const searchQuery: Pick<QueryResolvers, 'search'> = {
  search: (_, args, ctx, info): SearchParent => {
    const { limit, offset } = paging(args.first, args.skip);
    if (args.term && args.term.length > SEARCH_TERM_MAX_LENGTH) throw badInput('term is too long', 'term');
    checkProductWhere(args.where);
    const aggs = [...new Set(args.aggs ?? [])];
    if (aggs.length > 12 || aggs.some((name) => !facetNames.test(name))) throw badInput('Unknown aggregation', 'aggs');
    const match = searchMatch(ctx.tenantId, args.term, args.fields);
    // Facets with a choice are counted without it (disjunctive): the text match runs once over the products every
    // other filter lets through, each marked with the chosen facets it passes; the result is those passing all.
    const chosen = aggs.filter((name) => constrainsFacet(args.where, name)).slice(0, 30);
    const common = chosen.reduce<ProductWhere>((where, name) => withoutFacet(where, name), args.where ?? {});
    const full = (1 << chosen.length) - 1;
    const pageParts = requestedPartsWithin(info, 'nodes');
    const orderings: Ordering[] =
      (args.order ?? 'RELEVANCE') === 'RELEVANCE' && match.active
        ? [
            [match.rank, 'desc'],
            [sql`products.id`, 'asc'],
          ]
        : productOrderings(args.order, ctx.locale);
    const answer = once(() =>
      runSearchStatement(ctx.db, {
        candidates: ctx.db
          .selectFrom('products')
          .leftJoin(nameSimilarityTable.as('name_similarity'), 'name_similarity.search_name', 'products.search_name')
          .where((eb) => productFilter(eb, ctx.tenantId, common))
          .where(match.condition)
          .select((eb) => [
            'products.id',
            // What the price, availability and brand facets count (aggregations.ts).
            'products.brand_id',
            'products.sale_price_cents',
            'products.total_on_hand',
            'products.backorderable',
            (chosen.length
              ? sql<number>`${sql.join(
                  chosen.map(
                    (name, index) =>
                      sql`(case when ${productFilter(eb, ctx.tenantId, onlyFacet(args.where, name))} then ${1 << index} else 0 end)`,
                  ),
                  sql` | `,
                )}`
              : sql<number>`0`
            ).as('mask'),
            sql<number>`row_number() over (order by ${orderByList(orderings)})`.as('position'),
          ]),
        nameSimilarity: match.nameSimilarity,
        pageParts,
        suggest: Boolean(args.suggest),
        full,
        offset,
        limit,
        counts: facetCounts(chosen, aggs),
      }),
    );
    return {
      total: once(async () => (await answer()).total),
      nodes: once(async () => {
        const { page, taxons } = await answer();
        return page.map(({ product, parts }) => {
          const row = readProduct(product);
          ctx.loaders.primeParts(row.id, readParts(pageProductParts(parts, taxons), pageParts));
          return row;
        });
      }),
      aggregations: once(async () => toAggregations((await answer()).facets, aggs, ctx.locale)),
      suggestions: once(async () => suggestionsFrom((await answer()).suggestions, ctx.locale)),
    };
  },
};

export const searchResultResolvers: SearchResultResolvers = {
  total: (parent) => parent.total(),
  nodes: (parent) => parent.nodes(),
  aggregations: (parent) => parent.aggregations(),
  suggestions: (parent) => parent.suggestions(),
};
