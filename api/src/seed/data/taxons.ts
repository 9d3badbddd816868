import type { Localized } from '../../db/types.js';

export interface TaxonSeed {
  slug: string;
  taxonomy: 'CATEGORY' | 'CONDITION' | 'APPEARANCE';
  parent?: string;
  name: Localized;
  excerpt?: Localized;
  description?: Localized;
  sortOrder: number;
}

/** Fixed slugs the storefront relies on (spec §7: Taxons, Categories). */
export const ROOT_TAXON_SLUG = 'apple-products';
export const ACCESSORIES_TAXON_SLUG = 'accessories';

const category = (slug: string, parent: string, sortOrder: number, el: string, en: string, exEl: string, exEn: string): TaxonSeed => ({
  slug,
  taxonomy: 'CATEGORY',
  parent,
  sortOrder,
  name: { el, en },
  excerpt: { el: exEl, en: exEn },
  description: {
    el: `<p>${exEl}</p><p>Κάθε συσκευή ελέγχεται σε 40 σημεία, καθαρίζεται και συνοδεύεται από εγγύηση ReMac.</p>`,
    en: `<p>${exEn}</p><p>Every device passes a 40-point inspection, is cleaned and comes with a ReMac warranty.</p>`,
  },
});

export interface GradeSeed {
  slug: string;
  factor: number;
  condition: string;
  code: string;
  /** The grade's name and meaning: the APPEARANCE taxon's, so product pages, facets and compare say the same. */
  name: { el: string; en: string };
  description: { el: string; en: string };
}

/** The appearance grades (spec §8: Excellent, Very good, Fair, Bad): the one place their names are written. */
export const grades: GradeSeed[] = [
  {
    slug: 'excellent',
    factor: 1,
    condition: 'refurbished',
    code: 'EX',
    name: { el: 'Εξαιρετική', en: 'Excellent' },
    description: { el: 'Σαν καινούργιο', en: 'Like new' },
  },
  {
    slug: 'very-good',
    factor: 0.92,
    condition: 'refurbished',
    code: 'VG',
    name: { el: 'Πολύ καλή', en: 'Very good' },
    description: { el: 'Ελάχιστες γρατζουνιές', en: 'Tiny scratches' },
  },
  {
    slug: 'fair',
    factor: 0.83,
    condition: 'used',
    code: 'FR',
    name: { el: 'Ικανοποιητική', en: 'Fair' },
    description: { el: 'Πολλές γρατζουνιές ή βαθουλώματα', en: 'Many scratches or dents' },
  },
  {
    slug: 'bad',
    factor: 0.7,
    condition: 'used',
    code: 'BD',
    name: { el: 'Κακή', en: 'Bad' },
    description: { el: 'Έντονα σημάδια χρήσης, πλήρως λειτουργικό', en: 'Heavy signs of use, fully working' },
  },
];

function gradeTaxons(): TaxonSeed[] {
  return grades.map((grade, index) => ({
    slug: grade.slug,
    taxonomy: 'APPEARANCE',
    sortOrder: index + 1,
    name: grade.name,
    description: grade.description,
  }));
}

export const taxonSeeds: TaxonSeed[] = [
  { slug: ROOT_TAXON_SLUG, taxonomy: 'CATEGORY', sortOrder: 0, name: { el: 'Προϊόντα Apple', en: 'Apple products' } },
  category(
    'macbook-air',
    ROOT_TAXON_SLUG,
    1,
    'MacBook Air',
    'MacBook Air',
    'Ελαφριά και αθόρυβα MacBook Air για σπουδές και δουλειά.',
    'Light, silent MacBook Air laptops for study and work.',
  ),
  category(
    'macbook-pro',
    ROOT_TAXON_SLUG,
    2,
    'MacBook Pro',
    'MacBook Pro',
    'Ισχυρά MacBook Pro για επαγγελματίες δημιουργούς.',
    'Powerful MacBook Pro laptops for professional creators.',
  ),
  category(
    'imac',
    ROOT_TAXON_SLUG,
    3,
    'iMac',
    'iMac',
    'Όλα σε ένα: iMac με υπέροχες οθόνες Retina.',
    'All-in-one iMac desktops with beautiful Retina displays.',
  ),
  category(
    'mac-mini',
    ROOT_TAXON_SLUG,
    4,
    'Mac mini',
    'Mac mini',
    'Μικρό σε μέγεθος, μεγάλο σε δυνατότητες.',
    'Small in size, big on capability.',
  ),
  category(
    'mac-studio',
    ROOT_TAXON_SLUG,
    5,
    'Mac Studio',
    'Mac Studio',
    'Σταθμός εργασίας για απαιτητικά έργα βίντεο και ήχου.',
    'A workstation for demanding video and audio work.',
  ),
  category(
    'ipad',
    ROOT_TAXON_SLUG,
    6,
    'iPad',
    'iPad',
    'iPad για ανάγνωση, σχέδιο και σημειώσεις.',
    'iPads for reading, drawing and note-taking.',
  ),
  category('mac-pro', ROOT_TAXON_SLUG, 7, 'Mac Pro', 'Mac Pro', 'Σύντομα διαθέσιμο.', 'Coming soon.'),
  {
    slug: ACCESSORIES_TAXON_SLUG,
    taxonomy: 'CATEGORY',
    sortOrder: 10,
    name: { el: 'Αξεσουάρ', en: 'Accessories' },
    excerpt: { el: 'Πληκτρολόγια, ποντίκια, φορτιστές και καλώδια.', en: 'Keyboards, mice, chargers and cables.' },
    description: { el: '<p>Γνήσια αξεσουάρ Apple, καινούργια και ελεγμένα.</p>', en: '<p>Genuine Apple accessories, new and tested.</p>' },
  },
  category(
    'keyboards',
    ACCESSORIES_TAXON_SLUG,
    11,
    'Πληκτρολόγια',
    'Keyboards',
    'Πληκτρολόγια Magic Keyboard με ελληνική διάταξη.',
    'Magic Keyboards with Greek layout.',
  ),
  category(
    'mice-and-trackpads',
    ACCESSORIES_TAXON_SLUG,
    12,
    'Ποντίκια και trackpad',
    'Mice and trackpads',
    'Magic Mouse και Magic Trackpad.',
    'Magic Mouse and Magic Trackpad.',
  ),
  category(
    'chargers-and-cables',
    ACCESSORIES_TAXON_SLUG,
    13,
    'Φορτιστές και καλώδια',
    'Chargers and cables',
    'Τροφοδοτικά USB-C και καλώδια MagSafe.',
    'USB-C power adapters and MagSafe cables.',
  ),
  category(
    'adapters',
    ACCESSORIES_TAXON_SLUG,
    14,
    'Αντάπτορες',
    'Adapters',
    'Αντάπτορες USB-C για οθόνες και περιφερειακά.',
    'USB-C adapters for displays and peripherals.',
  ),
  category(
    'ipad-accessories',
    ACCESSORIES_TAXON_SLUG,
    15,
    'Αξεσουάρ iPad',
    'iPad accessories',
    'Apple Pencil και θήκες.',
    'Apple Pencil and cases.',
  ),
  { slug: 'refurbished', taxonomy: 'CONDITION', sortOrder: 1, name: { el: 'Ανακατασκευασμένο', en: 'Refurbished' } },
  { slug: 'used', taxonomy: 'CONDITION', sortOrder: 2, name: { el: 'Μεταχειρισμένο', en: 'Used' } },
  { slug: 'new', taxonomy: 'CONDITION', sortOrder: 3, name: { el: 'Καινούργιο', en: 'New' } },
  ...gradeTaxons(),
];
