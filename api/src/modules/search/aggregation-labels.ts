import type { Localized } from '../../db/types.js';
import { pickRequired, type Locale } from '../../lib/localize.js';
import { money } from '../../lib/money.js';
import type { AggregationValue } from './search-parent.js';

export const staticLabels: Record<string, Localized> = {
  category: { el: 'Κατηγορία', en: 'Category' },
  condition: { el: 'Κατάσταση', en: 'Condition' },
  grade: { el: 'Εμφάνιση', en: 'Appearance' },
  brand: { el: 'Μάρκα', en: 'Brand' },
};

const availabilityLabels: Record<string, Localized> = {
  IN_STOCK: { el: 'Άμεσα διαθέσιμο', en: 'In stock' },
  BACKORDERABLE: { el: 'Κατόπιν παραγγελίας', en: 'On backorder' },
  OUT_OF_STOCK: { el: 'Εξαντλημένο', en: 'Sold out' },
};

const availabilityOrder = ['IN_STOCK', 'BACKORDERABLE', 'OUT_OF_STOCK'];

export function availabilityBuckets(rows: { key: string; count: number }[], locale: Locale): AggregationValue {
  return {
    name: 'availability',
    label: pickRequired({ el: 'Διαθεσιμότητα', en: 'Availability' }, locale),
    buckets: [...rows]
      .sort((a, b) => availabilityOrder.indexOf(a.key) - availabilityOrder.indexOf(b.key))
      .map((row) => ({ key: row.key, label: pickRequired(availabilityLabels[row.key], locale), count: row.count })),
  };
}

/** Price ranges in euros; bucket n of width_bucket covers [bounds[n-1], bounds[n]). */
const bounds = [0, 300, 600, 1000, 1500, 2500];

export const priceBuckets = {
  bounds,
  toAggregation(rows: { key: string; count: number }[], locale: Locale): AggregationValue {
    return {
      name: 'price',
      label: pickRequired({ el: 'Τιμή', en: 'Price' }, locale),
      buckets: [...rows]
        .sort((a, b) => Number(a.key) - Number(b.key))
        .map((row) => {
          const index = Number(row.key);
          const from = (bounds[index - 1] ?? 0) * 100;
          const upper = bounds[index];
          const to = upper === undefined ? undefined : upper * 100;
          return {
            key: to === undefined ? `${from}-` : `${from}-${to}`,
            label:
              to === undefined ? `${money(from, locale).formatted}+` : `${money(from, locale).formatted} – ${money(to, locale).formatted}`,
            count: row.count,
          };
        }),
    };
  },
};
