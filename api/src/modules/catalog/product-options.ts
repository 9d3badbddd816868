import { pickRequired, type Locale } from '../../lib/localize.js';
import type { VariantOptionRow } from './loaders.js';

/** Groups the option values of a product's variants by option type, each value once, in catalogue order. */
export function optionsOf(rows: VariantOptionRow[], locale: Locale) {
  const types = new Map<string, { row: VariantOptionRow; values: Map<string, VariantOptionRow> }>();
  for (const row of rows) {
    const entry = types.get(row.internal_name) ?? { row, values: new Map() };
    entry.values.set(row.value, row);
    types.set(row.internal_name, entry);
  }
  return [...types.values()]
    .sort((a, b) => a.row.type_position - b.row.type_position)
    .map(({ row, values }) => ({
      name: pickRequired(row.type_name, locale),
      internalName: row.internal_name,
      kind: row.kind,
      values: [...values.values()]
        .sort((a, b) => a.value_position - b.value_position)
        .map((value) => ({ label: pickRequired(value.label, locale), value: value.value })),
    }));
}
