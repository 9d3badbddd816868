import type { QueryResolvers } from '../../generated/graphql.js';
import { paging } from '../../lib/paging.js';
import { findProduct } from './find-product.js';
import { requestedParts } from './requested-parts.js';
import { listProducts } from './list-products.js';
import { similarProducts } from './similar-products.js';
import { checkProductWhere } from './product-where-limits.js';

export const catalogQueries: Pick<QueryResolvers, 'product' | 'products' | 'similar'> = {
  product: async (_, { where }, ctx, info) => {
    // The product page's parts come in the same statement as the product (one statement per page).
    const found = await findProduct(ctx.db, ctx.tenantId, where, requestedParts(info));
    if (!found) return null;
    ctx.loaders.primeParts(found.product.id, found.parts);
    return found.product;
  },
  products: (_, args, ctx) => {
    const { limit, offset } = paging(args.first, args.skip);
    checkProductWhere(args.where);
    return listProducts(ctx.db, ctx.tenantId, ctx.locale, { where: args.where, order: args.orderBy, limit, offset });
  },
  similar: async (_, args, ctx) => {
    const product = (await findProduct(ctx.db, ctx.tenantId, args.where))?.product;
    if (!product) return [];
    const { limit } = paging(args.first, 0, 8);
    // Each field once: every field is a subquery, and 300 × CATEGORY kept the database planning for 10 s.
    const fields = args.fields?.length ? [...new Set(args.fields)] : (['CATEGORY'] as const);
    return similarProducts(ctx.db, ctx.tenantId, product, fields, limit);
  },
};
