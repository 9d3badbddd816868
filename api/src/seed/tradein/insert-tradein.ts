import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { tradeInCategorySeeds, tradeInModels } from './tradein-models.js';
import { questionSlugsFor, tradeInQuestions } from './tradein-questions.js';
import { repairServiceSeeds } from './repair-services.js';

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/"/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const storage = (gb: number) => (gb >= 1024 ? `${gb / 1024}TB` : `${gb}GB`);

/** Trade-in categories, subcategories (year, size, chip), devices, questions and repair services of a tenant. */
export async function insertTradeIn(db: Kysely<Database>, tenantId: string) {
  await db
    .insertInto('tradein_questions')
    .values(
      tradeInQuestions.map((q, i) => ({
        tenant_id: tenantId,
        slug: q.slug,
        text: JSON.stringify(q.text),
        answers: JSON.stringify(q.answers),
        sort_order: i,
      })),
    )
    .execute();
  await db
    .insertInto('repair_services')
    .values(
      repairServiceSeeds.map((s, i) => ({
        tenant_id: tenantId,
        slug: s.slug,
        name: JSON.stringify(s.name),
        description: JSON.stringify(s.description),
        price_cents: s.priceCents,
        price_from: s.from,
        sort_order: i,
      })),
    )
    .execute();
  const categories = await db
    .insertInto('tradein_categories')
    .values(
      tradeInCategorySeeds.map((c, i) => ({
        tenant_id: tenantId,
        slug: c.slug,
        name: JSON.stringify({ el: c.name, en: c.name }),
        sort_order: i,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  for (const [index, model] of tradeInModels.entries()) {
    const category = tradeInCategorySeeds.find((c) => c.slug === model.category)!;
    const title = `${category.name}${model.size ? ` ${model.size}` : ''} ${model.year} ${model.chip.replace(/^Apple /, '')}`;
    // Newest first within a category: the wizard lists recent models on top.
    const sub = await db
      .insertInto('tradein_subcategories')
      .values({
        category_id: categoryId.get(model.category)!,
        slug: slugify(title),
        name: JSON.stringify({ el: title, en: title }),
        sort_order: (2100 - model.year) * 100 + index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tradein_devices')
      .values(
        model.configs.map(([memory, disk, euros]) => ({
          tenant_id: tenantId,
          subcategory_id: sub.id,
          slug: slugify(`${title} ${memory}gb ${storage(disk)}`),
          model: `${title}, ${memory}GB, ${storage(disk)}`,
          year: model.year,
          chip: model.chip,
          memory_gb: memory,
          storage_gb: disk,
          initial_cents: euros * 100,
          // Parts value for a Mac that prices out below €1; the oldest Intel models have none (spec §5: then €1).
          minimum_cents: model.year >= 2018 ? Math.max(2000, Math.round(euros * 0.05) * 100) : null,
          questions: questionSlugsFor(model.category),
        })),
      )
      .execute();
  }
}

/** Seeds trade-in data into a database whose catalogue was seeded before migration 010 existed. */
export async function seedTradeInIfEmpty(db: Kysely<Database>, tenantId: string): Promise<boolean> {
  const existing = await db.selectFrom('tradein_categories').select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute((trx) => insertTradeIn(trx, tenantId));
  return true;
}
