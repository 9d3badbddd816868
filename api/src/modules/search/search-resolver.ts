import { sql } from 'kysely';
import type { QueryResolvers, SearchResultResolvers } from '../../generated/graphql.js';
import { paging } from '../../lib/paging.js';
import { badInput } from '../../lib/errors.js';
import { productColumns } from '../catalog/product-row.js';
import { productFilter } from '../catalog/product-where.js';
import { orderProducts } from '../catalog/product-order.js';
import { searchMatch } from './search-match.js';
import { aggregate } from './aggregations.js';
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
    const matched = ctx.db
      .selectFrom('products')
      .where((eb) => productFilter(eb, ctx.tenantId, args.where))
      .where(match.condition);
    const order = args.order ?? 'RELEVANCE';
    // The text match runs once: every matching id in the requested order. Total, page and facets derive from it.
    const ordered = once(async () => {
      const query = matched.select('products.id');
      const sorted =
        order === 'RELEVANCE' && match.active
          ? query.orderBy(match.rank, 'desc').orderBy('products.id')
          : orderProducts(query, order, ctx.locale);
      return (await sorted.execute()).map((row) => row.id);
    });
    const idSet = once(async () => sql`select unnest(${await ordered()}::int[])`);
    return {
      total: once(async () => (await ordered()).length),
      nodes: once(async () => {
        const ids = (await ordered()).slice(offset, offset + limit);
        if (!ids.length) return [];
        const rows = await ctx.db.selectFrom('products').select(productColumns).where('products.id', 'in', ids).execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }),
      aggregations: once(async () => aggregate(ctx.db, await idSet(), aggs, ctx.locale)),
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
