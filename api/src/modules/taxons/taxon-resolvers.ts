import type { CategoryPageResolvers, QueryResolvers, TaxonResolvers } from '../../generated/graphql.js';
import type { ImageData } from '../../db/types.js';
import { pick, pickRequired } from '../../lib/localize.js';
import { toImage } from '../../lib/image.js';
import { paging } from '../../lib/paging.js';
import { badInput } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { listProducts } from '../catalog/list-products.js';
import { activeChildren, activeProductCount, findTaxon } from './taxon-queries.js';

export const ROOT_TAXON_SLUG = 'apple-products';
export const ACCESSORIES_TAXON_SLUG = 'accessories';

const html = (value: string | null) => (value === null ? null : sanitizeRichText(value));

export const taxonQueries: Pick<QueryResolvers, 'taxons' | 'categories' | 'categoryPage'> = {
  taxons: async (_, { first }, ctx) => {
    if (first != null && first < 0) throw badInput('first must be zero or more', 'first');
    const root = await findTaxon(ctx.db, ctx.tenantId, { slug: ROOT_TAXON_SLUG });
    return root ? activeChildren(ctx.db, root.id, first ?? undefined) : [];
  },
  categories: async (_, __, ctx) => {
    const [root, accessories] = await Promise.all([
      findTaxon(ctx.db, ctx.tenantId, { slug: ROOT_TAXON_SLUG }),
      findTaxon(ctx.db, ctx.tenantId, { slug: ACCESSORIES_TAXON_SLUG }),
    ]);
    const children = root ? await activeChildren(ctx.db, root.id) : [];
    return accessories ? [...children, accessories] : children;
  },
  categoryPage: async (_, { where }, ctx) => {
    if ((where.id == null) === (where.slug == null)) throw badInput('Give exactly one of id or slug', 'where');
    const taxon = await findTaxon(ctx.db, ctx.tenantId, where);
    return taxon && taxon.taxonomy === 'CATEGORY' ? { taxon } : null;
  },
};

export const categoryPageResolvers: CategoryPageResolvers = {
  title: (parent, _, ctx) => pickRequired(parent.taxon.name, ctx.locale),
  description: (parent, _, ctx) => html(pick(parent.taxon.description, ctx.locale)),
  taxon: (parent) => parent.taxon,
};

export const taxonResolvers: TaxonResolvers = {
  id: (t) => String(t.id),
  name: (t, _, ctx) => pickRequired(t.name, ctx.locale),
  excerpt: (t, _, ctx) => pick(t.excerpt, ctx.locale),
  description: (t, _, ctx) => html(pick(t.description, ctx.locale)),
  image: (t, _, ctx) => toImage(t.image as ImageData | null, ctx.locale),
  sortOrder: (t) => t.sort_order,
  children: (t, _, ctx) => activeChildren(ctx.db, t.id),
  productsCount: (t, _, ctx) => activeProductCount(ctx.db, t.id),
  products: (t, args, ctx) => {
    const { limit, offset } = paging(args.first, args.skip);
    return listProducts(ctx.db, ctx.tenantId, ctx.locale, { where: { taxons: [t.slug] }, order: args.orderBy, limit, offset });
  },
};
