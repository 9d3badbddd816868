import { sql } from 'kysely';
import type { ProductWhere, QueryResolvers, SearchResultResolvers } from '../../generated/graphql.js';
import { paging } from '../../lib/paging.js';
import { badInput } from '../../lib/errors.js';
import { productColumns } from '../catalog/product-row.js';
import { productFilter } from '../catalog/product-where.js';
import { orderProducts } from '../catalog/product-order.js';
import { searchMatch } from './search-match.js';
import { aggregate } from './aggregations.js';
import { constrainsFacet, onlyFacet, withoutFacet } from './facet-where.js';
import type { FacetCandidates } from './facet-candidates.js';
import { suggest } from './suggestions.js';
import type { SearchParent } from './search-parent.js';

const facetNames = /^[a-z][a-z0-9-]{0,30}$/;

const once = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};

export const searchQuery: Pick<QueryResolvers, 'search'> = {
  search: (_, args, ctx): SearchParent => {
    const { limit, offset } = paging(args.first, args.skip);
    if (args.term && args.term.length > 200) throw badInput('term is too long', 'term');
    const aggs = [...new Set(args.aggs ?? [])];
    if (aggs.length > 12 || aggs.some((name) => !facetNames.test(name))) throw badInput('Unknown aggregation', 'aggs');
    const match = searchMatch(args.term, args.fields);
    // Facets with a choice are counted without it (disjunctive): the text match runs once over the products every
    // other filter lets through, each marked with the chosen facets it passes; the result is those passing all.
    const chosen = aggs.filter((name) => constrainsFacet(args.where, name)).slice(0, 30);
    const common = chosen.reduce<ProductWhere>((where, name) => withoutFacet(where, name), args.where ?? {});
    const full = (1 << chosen.length) - 1;
    const order = args.order ?? 'RELEVANCE';
    const candidates = once(async (): Promise<FacetCandidates> => {
      const query = ctx.db
        .selectFrom('products')
        .where((eb) => productFilter(eb, ctx.tenantId, common))
        .where(match.condition)
        .select((eb) => [
          'products.id',
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
        ]);
      const sorted =
        order === 'RELEVANCE' && match.active
          ? query.orderBy(match.rank, 'desc').orderBy('products.id')
          : orderProducts(query, order, ctx.locale);
      const rows = await sorted.execute();
      return { chosen, ids: rows.map((row) => row.id), masks: rows.map((row) => row.mask) };
    });
    const ordered = once(async () => {
      const { ids, masks } = await candidates();
      return ids.filter((_, index) => masks[index] === full);
    });
    return {
      total: once(async () => (await ordered()).length),
      nodes: once(async () => {
        const ids = (await ordered()).slice(offset, offset + limit);
        if (!ids.length) return [];
        const rows = await ctx.db.selectFrom('products').select(productColumns).where('products.id', 'in', ids).execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }),
      aggregations: once(async () => aggregate(ctx.db, await candidates(), aggs, ctx.locale)),
      suggestions: once(() => (args.suggest ? suggest(ctx.db, ctx.tenantId, match.folded, ctx.locale) : Promise.resolve([]))),
    };
  },
};

export const searchResultResolvers: SearchResultResolvers = {
  total: (parent) => parent.total(),
  nodes: (parent) => parent.nodes(),
  aggregations: (parent) => parent.aggregations(),
  suggestions: (parent) => parent.suggestions(),
};
