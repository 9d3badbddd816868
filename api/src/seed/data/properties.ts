import type { Localized } from '../../db/types.js';

export const propertySeeds: { internalName: string; name: Localized; kind: string; displayAs: string; multiple?: boolean }[] = [
  { internalName: 'year', name: { el: 'Έτος κυκλοφορίας', en: 'Release year' }, kind: 'number', displayAs: 'text' },
  { internalName: 'display', name: { el: 'Οθόνη', en: 'Display' }, kind: 'text', displayAs: 'text' },
  { internalName: 'cpu-cores', name: { el: 'Πυρήνες CPU', en: 'CPU cores' }, kind: 'number', displayAs: 'text' },
  { internalName: 'ports', name: { el: 'Θύρες', en: 'Ports' }, kind: 'text', displayAs: 'list', multiple: true },
  { internalName: 'weight', name: { el: 'Βάρος', en: 'Weight' }, kind: 'text', displayAs: 'text' },
  { internalName: 'battery-health', name: { el: 'Υγεία μπαταρίας', en: 'Battery health' }, kind: 'percent', displayAs: 'badge' },
  { internalName: 'country-of-origin', name: { el: 'Χώρα προέλευσης', en: 'Country of origin' }, kind: 'country', displayAs: 'text' },
  { internalName: 'compatibility', name: { el: 'Συμβατότητα', en: 'Compatibility' }, kind: 'text', displayAs: 'text' },
];

export const warrantySeeds = [
  {
    internalName: 'remac-6',
    months: 6,
    name: { el: 'Εγγύηση ReMac 6 μηνών', en: 'ReMac 6-month warranty' },
    description: { el: 'Κάλυψη βλαβών υλικού για 6 μήνες.', en: 'Covers hardware faults for 6 months.' },
  },
  {
    internalName: 'remac-12',
    months: 12,
    name: { el: 'Εγγύηση ReMac 12 μηνών', en: 'ReMac 12-month warranty' },
    description: {
      el: 'Κάλυψη βλαβών υλικού για 12 μήνες, με επισκευή στο εργαστήριό μας.',
      en: 'Covers hardware faults for 12 months, repaired in our workshop.',
    },
  },
  {
    internalName: 'remac-extended-24',
    months: 24,
    name: { el: 'Επέκταση εγγύησης 24 μηνών', en: 'Extended 24-month warranty' },
    description: { el: 'Προαιρετική επέκταση στους 24 μήνες.', en: 'Optional extension to 24 months.' },
  },
];
