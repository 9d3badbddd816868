import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { taxonSeeds } from './data/taxons.js';
import { sanitizeRichText } from '../lib/sanitize.js';

const taxonImage: Record<string, string> = {
  'macbook-air': 'macbook-air-front-starlight',
  'macbook-pro': 'macbook-pro-front-space-grey',
  imac: 'imac-front-blue',
  'mac-mini': 'mac-mini-front-silver',
  'mac-studio': 'mac-studio-front-silver',
  ipad: 'ipad-front-space-grey',
  'mac-pro': 'mac-studio-front-space-grey',
  accessories: 'keyboard-front-white',
  keyboards: 'keyboard-front-white',
  'mice-and-trackpads': 'mouse-front-white',
  'chargers-and-cables': 'charger-front-white',
  adapters: 'adapter-front-white',
  'ipad-accessories': 'pencil-front-white',
};

/** Inserts taxons (parents before children) and returns slug → id. */
export async function insertTaxonomy(db: Kysely<Database>, tenantId: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const seed of taxonSeeds) {
    const image = taxonImage[seed.slug];
    const description = seed.description
      ? { el: sanitizeRichText(seed.description.el ?? ''), en: sanitizeRichText(seed.description.en ?? '') }
      : null;
    const row = await db
      .insertInto('taxons')
      .values({
        tenant_id: tenantId,
        taxonomy: seed.taxonomy,
        parent_id: seed.parent ? (ids.get(seed.parent) ?? null) : null,
        slug: seed.slug,
        name: JSON.stringify(seed.name),
        excerpt: seed.excerpt ? JSON.stringify(seed.excerpt) : null,
        description: description ? JSON.stringify(description) : null,
        image: image ? JSON.stringify({ key: image, alt: seed.name, width: 1200, height: 900 }) : null,
        sort_order: seed.sortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(seed.slug, row.id);
  }
  return ids;
}
