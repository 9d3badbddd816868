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

/**
 * Warranties: the name says whose, the duration is a field of its own (the product page shows "12 months" once).
 * No paid extension is seeded: a warranty extension could not be chosen or priced in the cart.
 */
export const warrantySeeds = [
  {
    internalName: 'remac-6',
    months: 6,
    name: { el: 'Εγγύηση ReMac', en: 'ReMac warranty' },
    description: { el: 'Κάλυψη βλαβών υλικού.', en: 'Covers hardware faults.' },
  },
  {
    internalName: 'remac-12',
    months: 12,
    name: { el: 'Εγγύηση ReMac', en: 'ReMac warranty' },
    description: {
      el: 'Κάλυψη βλαβών υλικού, με επισκευή στο εργαστήριό μας.',
      en: 'Covers hardware faults, repaired in our workshop.',
    },
  },
];
