import type { PromotionResolvers, QueryResolvers } from '../../generated/graphql.js';
import type { ImageData } from '../../db/types.js';
import { pick, pickRequired } from '../../lib/localize.js';
import { toImage } from '../../lib/image.js';
import { paging } from '../../lib/paging.js';
import { badInput } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { listProducts } from '../catalog/list-products.js';
import { findPromotion, listPromotions } from './promotion-queries.js';
import { ruleTextsFor } from './rule-placeholders.js';

export const promotionQueries: Pick<QueryResolvers, 'banner' | 'promotions' | 'promotion' | 'carousel'> = {
  banner: (_, args, ctx) => {
    const { limit } = paging(args.first, 0, 1);
    return listPromotions(ctx.db, ctx.tenantId, ctx.locale, { where: args.where, order: args.orderBy, limit, offset: 0 });
  },
  promotions: (_, args, ctx) => {
    const { limit, offset } = paging(args.first, args.skip);
    return listPromotions(ctx.db, ctx.tenantId, ctx.locale, { where: args.where, order: args.order, limit, offset });
  },
  promotion: async (_, { where }, ctx) => {
    if ((where.id == null) === (where.slug == null)) throw badInput('Give exactly one of id or slug', 'where');
    return (await findPromotion(ctx.db, ctx.tenantId, where)) ?? null;
  },
  carousel: async (_, { where }, ctx) => {
    const rows = await ctx.db
      .selectFrom('carousel_slides')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('active', '=', true)
      .where('placement', '=', where?.placement ?? 'home')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      title: pickRequired(row.title, ctx.locale),
      subtitle: pick(row.subtitle, ctx.locale),
      ctaLabel: pick(row.cta_label, ctx.locale),
      link: row.link,
      image: toImage(row.image as ImageData | null, ctx.locale),
      sortOrder: row.sort_order,
    }));
  },
};

export const promotionResolvers: PromotionResolvers = {
  id: (p) => String(p.id),
  name: async (p, _, ctx) => (await ruleTextsFor(ctx))(pickRequired(p.name, ctx.locale)),
  excerpt: async (p, _, ctx) => {
    const text = pick(p.excerpt, ctx.locale);
    return text === null ? null : (await ruleTextsFor(ctx))(text);
  },
  description: async (p, _, ctx) => {
    const html = pick(p.description, ctx.locale);
    return html === null ? null : sanitizeRichText((await ruleTextsFor(ctx))(html));
  },
  sortOrder: (p) => p.sort_order,
  image: (p, _, ctx) => toImage(p.image as ImageData | null, ctx.locale),
  productsCount: async (p, _, ctx) =>
    (await listProducts(ctx.db, ctx.tenantId, ctx.locale, { where: { promotion: p.slug }, limit: 0, offset: 0 })).total,
  products: async (p, args, ctx) => {
    const { limit, offset } = paging(args.first, args.skip);
    return (await listProducts(ctx.db, ctx.tenantId, ctx.locale, { where: { promotion: p.slug }, limit, offset })).nodes;
  },
};
