import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { optionTypeNames } from './data/options.js';
import type { ProductRecord } from './records.js';

/** Inserts option types and the option values used by the catalogue; returns "type:value" → option value id. */
export async function insertOptions(db: Kysely<Database>, tenantId: string, products: ProductRecord[]) {
  const typeIds = new Map<string, number>();
  let position = 0;
  for (const [internalName, meta] of Object.entries(optionTypeNames)) {
    const row = await db
      .insertInto('option_types')
      .values({ tenant_id: tenantId, internal_name: internalName, name: JSON.stringify(meta.name), kind: meta.kind, position: position++ })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.set(internalName, row.id);
  }
  const values = new Map<string, { type: string; value: string; label: string }>();
  for (const product of products) {
    for (const variant of product.variants) {
      for (const option of variant.options) {
        values.set(`${option.type}:${option.value}`, { type: option.type, value: option.value, label: JSON.stringify(option.label) });
      }
    }
  }
  const sorted = [...values.values()].sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
  const rows = await db
    .insertInto('option_values')
    .values(sorted.map((v, index) => ({ option_type_id: typeIds.get(v.type)!, value: v.value, label: v.label, position: index })))
    .returning(['id', 'option_type_id', 'value'])
    .execute();
  const typeById = new Map([...typeIds].map(([name, id]) => [id, name]));
  return new Map(rows.map((row) => [`${typeById.get(row.option_type_id)}:${row.value}`, row.id]));
}
