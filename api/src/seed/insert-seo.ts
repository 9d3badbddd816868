import type { Kysely } from 'kysely';
import type { Database, Localized, SeoEntry } from '../db/types.js';
import type { ProductRecord } from './records.js';
import { grades, taxonSeeds } from './data/taxons.js';
import { promotionSeeds } from './data/promotions.js';

type Row = {
  type: 'PRODUCT' | 'TAXON' | 'PROMOTION' | 'PAGE';
  slug: string;
  translations: { el: SeoEntry; en: SeoEntry };
  redirect_to: string | null;
};

const entry = (slug: string, name: Localized, description: Localized | undefined, locale: 'el' | 'en'): SeoEntry => ({
  slug,
  title: name[locale] ?? name.en ?? '',
  description: (description?.[locale] ?? description?.en ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160),
});

const both = (slug: string, name: Localized, description?: Localized) => ({
  el: entry(slug, name, description, 'el'),
  en: entry(slug, name, description, 'en'),
});

/**
 * A product page's title: its name and, for a graded Mac, the grade as a labelled fact ("· Appearance: Fair"), so
 * that the four grades of a model do not share one title. The product's name itself carries no grade.
 */
function productTitle(product: ProductRecord): Localized {
  const grade = grades.find((candidate) => product.taxons.includes(candidate.slug));
  if (!grade) return product.name;
  return {
    el: `${product.name.el} · Εμφάνιση: ${grade.name.el}`,
    en: `${product.name.en} · Appearance: ${grade.name.en}`,
  };
}

/** Renamed slugs that must answer with redirectTo. */
export const renamedSlugs: { type: Row['type']; from: string; to: string }[] = [
  { type: 'PRODUCT', from: 'macbook-air-m1-2020-excellent', to: 'macbook-air-13-m1-2020-excellent' },
  { type: 'TAXON', from: 'laptops', to: 'macbook-pro' },
  { type: 'PROMOTION', from: 'black-friday-2025', to: 'black-friday' },
];

export async function insertSeo(db: Kysely<Database>, tenantId: string, products: ProductRecord[]) {
  const rows: Row[] = [
    ...products
      .filter((p) => p.status === 'active')
      .map((p) => ({ type: 'PRODUCT' as const, slug: p.slug, translations: both(p.slug, productTitle(p), p.excerpt), redirect_to: null })),
    ...taxonSeeds
      .filter((t) => t.taxonomy === 'CATEGORY')
      .map((t) => ({ type: 'TAXON' as const, slug: t.slug, translations: both(t.slug, t.name, t.excerpt), redirect_to: null })),
    ...promotionSeeds
      .filter((p) => p.active)
      .map((p) => ({ type: 'PROMOTION' as const, slug: p.slug, translations: both(p.slug, p.name, p.excerpt), redirect_to: null })),
  ];
  for (const renamed of renamedSlugs) {
    const target = rows.find((row) => row.type === renamed.type && row.slug === renamed.to)!;
    rows.push({ type: renamed.type, slug: renamed.from, translations: target.translations, redirect_to: renamed.to });
  }
  await db
    .insertInto('seo_translations')
    .values(
      rows.map((r) => ({
        tenant_id: tenantId,
        type: r.type,
        slug: r.slug,
        translations: JSON.stringify(r.translations),
        redirect_to: r.redirect_to,
      })),
    )
    .execute();
}
