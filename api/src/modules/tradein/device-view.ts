import type { TradeInDeviceData } from '@remac/shared-contracts/tradein';
import type { Locale } from '../../lib/localize.js';
import { money } from '../../lib/money.js';
import type { TradeInCatalog } from './tradein-catalog.js';

/** A device in the GraphQL shape, texts in the request locale. */
export function deviceView(catalog: TradeInCatalog, device: TradeInDeviceData, locale: Locale) {
  return {
    id: device.id,
    slug: device.slug,
    model: device.model,
    year: device.year,
    chip: device.chip,
    memoryGb: device.memoryGb,
    storageGb: device.storageGb,
    categoryId: device.categoryId,
    subcategoryId: device.subcategoryId,
    initialPrice: money(device.initialPrice, locale),
    minimumPrice: device.minimumPrice === null ? null : money(device.minimumPrice, locale),
    questions: device.questions.flatMap((slug) => {
      const q = catalog.questions.get(slug);
      return q
        ? [
            {
              slug: q.slug,
              text: q.text[locale],
              answers: q.answers.map((a) => ({
                slug: a.slug,
                label: a.label[locale],
                description: a.description?.[locale] ?? null,
                operation: a.operation,
                value: a.value,
              })),
            },
          ]
        : [];
    }),
  };
}

export function categoriesView(catalog: TradeInCatalog, locale: Locale) {
  return catalog.file.categories.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name[locale],
    subcategories: c.subcategories.map((s) => ({
      id: s.id,
      slug: s.slug,
      name: s.name[locale],
      devices: catalog.file.devices.filter((d) => d.subcategoryId === s.id).map((d) => deviceView(catalog, d, locale)),
    })),
  }));
}
