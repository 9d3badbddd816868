import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import {
  QUOTE_VALIDITY_DAYS,
  type TradeInCatalogFile,
  type TradeInDeviceData,
  type TradeInQuestionData,
} from '@remac/shared-contracts/tradein';
import { declarationUrls } from './declaration-files.js';

const en = (value: { el?: string | null; en?: string | null }) => ({ el: value.el ?? value.en ?? '', en: value.en ?? value.el ?? '' });

export interface TradeInCatalog {
  file: TradeInCatalogFile;
  /** The file's bytes and the hash that names it. */
  bytes: Buffer;
  hash: string;
  devices: Map<string, TradeInDeviceData>;
  questions: Map<string, TradeInQuestionData>;
}

async function load(db: Kysely<Database>, tenantId: string): Promise<TradeInCatalog> {
  const [categories, subcategories, questions, devices] = await Promise.all([
    db.selectFrom('tradein_categories').selectAll().where('tenant_id', '=', tenantId).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('tradein_subcategories as s')
      .innerJoin('tradein_categories as c', 'c.id', 's.category_id')
      .select(['s.id', 's.category_id', 's.slug', 's.name'])
      .where('c.tenant_id', '=', tenantId)
      .orderBy('s.sort_order')
      .orderBy('s.id')
      .execute(),
    db.selectFrom('tradein_questions').selectAll().where('tenant_id', '=', tenantId).orderBy('sort_order').execute(),
    db
      .selectFrom('tradein_devices as d')
      .innerJoin('tradein_subcategories as s', 's.id', 'd.subcategory_id')
      .select([
        'd.id',
        'd.slug',
        'd.model',
        'd.year',
        'd.chip',
        'd.memory_gb',
        'd.storage_gb',
        'd.initial_cents',
        'd.minimum_cents',
        'd.questions',
        'd.subcategory_id',
        's.category_id',
      ])
      .where('d.tenant_id', '=', tenantId)
      .where('d.active', '=', true)
      .orderBy('s.sort_order')
      .orderBy('d.initial_cents')
      .execute(),
  ]);
  const body = {
    currency: 'EUR' as const,
    declaration: declarationUrls,
    quoteValidityDays: QUOTE_VALIDITY_DAYS,
    categories: categories.map((c) => ({
      id: String(c.id),
      slug: c.slug,
      name: en(c.name),
      subcategories: subcategories.filter((s) => s.category_id === c.id).map((s) => ({ id: String(s.id), slug: s.slug, name: en(s.name) })),
    })),
    questions: questions.map((q) => ({ slug: q.slug, text: en(q.text), answers: q.answers })),
    devices: devices.map((d): TradeInDeviceData => ({
      id: String(d.id),
      slug: d.slug,
      categoryId: String(d.category_id),
      subcategoryId: String(d.subcategory_id),
      model: d.model,
      year: d.year,
      chip: d.chip,
      memoryGb: d.memory_gb,
      storageGb: d.storage_gb,
      initialPrice: d.initial_cents,
      minimumPrice: d.minimum_cents,
      questions: d.questions,
    })),
  };
  const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  const file: TradeInCatalogFile = { version: hash, ...body };
  return {
    file,
    hash,
    bytes: Buffer.from(JSON.stringify(file)),
    devices: new Map(file.devices.map((d) => [d.id, d])),
    questions: new Map(file.questions.map((q) => [q.slug, q])),
  };
}

// The devices database changes only with a deployment's seed or migration, so a process reads it once per tenant;
// every process builds the same bytes and hash from the same rows.
const cache = new Map<string, { at: number; catalog: Promise<TradeInCatalog> }>();
const TTL_MS = 10 * 60_000;

export function tradeInCatalog(db: Kysely<Database>, tenantId: string): Promise<TradeInCatalog> {
  const hit = cache.get(tenantId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.catalog;
  const catalog = load(db, tenantId);
  cache.set(tenantId, { at: Date.now(), catalog });
  catalog.catch(() => cache.delete(tenantId));
  return catalog;
}

/** Path of the static devices file: /media/tradein/<tenant>/devices-<hash>.json. */
export const devicesPath = (tenantId: string, hash: string) => `/media/tradein/${encodeURIComponent(tenantId)}/devices-${hash}.json`;
export const devicesPathPattern = /^\/media\/tradein\/([A-Za-z0-9_-]{1,64})\/devices-([0-9a-f]{16})\.json$/;
