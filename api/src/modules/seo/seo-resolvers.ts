import type { QueryResolvers } from '../../generated/graphql.js';
import type { SeoEntry } from '../../db/types.js';

const locales = ['el', 'en'] as const;

export const seoQueries: Pick<QueryResolvers, 'seoTranslations'> = {
  seoTranslations: async (_, { where }, ctx) => {
    const row = await ctx.db
      .selectFrom('seo_translations')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('type', '=', where.type)
      .where('slug', '=', where.slug)
      .executeTakeFirst();
    if (!row) return null;
    const entries = row.translations as { el?: SeoEntry; en?: SeoEntry };
    const current = entries[ctx.locale] ?? entries.en ?? entries.el;
    return {
      type: row.type,
      slug: row.slug,
      redirectTo: row.redirect_to,
      translations: locales.flatMap((locale) => {
        const entry = entries[locale];
        return entry ? [{ locale, slug: entry.slug, title: entry.title, description: entry.description ?? null }] : [];
      }),
      seoMeta: { title: current?.title ?? row.slug, description: current?.description?.slice(0, 160) ?? null },
    };
  },
};
