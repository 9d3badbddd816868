import type { Localized } from '../../db/types.js';

/** Indicative prices in integer cents; `from` marks a starting price that depends on the model. */
export const repairServiceSeeds: { slug: string; name: Localized; description: Localized; priceCents: number; from: boolean }[] = [
  {
    slug: 'diagnostics',
    name: { el: 'Διάγνωση', en: 'Diagnostics' },
    description: {
      el: 'Πλήρης έλεγχος υλικού και λογισμικού· αφαιρείται από το κόστος της επισκευής.',
      en: 'Full hardware and software check; deducted from the repair cost.',
    },
    priceCents: 2500,
    from: false,
  },
  {
    slug: 'battery',
    name: { el: 'Αντικατάσταση μπαταρίας', en: 'Battery replacement' },
    description: { el: 'Νέα μπαταρία με εγγύηση 12 μηνών.', en: 'New battery with a 12-month warranty.' },
    priceCents: 9900,
    from: true,
  },
  {
    slug: 'ssd-upgrade',
    name: { el: 'Αναβάθμιση SSD', en: 'SSD upgrade' },
    description: {
      el: 'Μεγαλύτερος δίσκος SSD και μεταφορά δεδομένων (μοντέλα με αφαιρούμενο δίσκο).',
      en: 'A larger SSD and data transfer (models with a removable drive).',
    },
    priceCents: 12900,
    from: true,
  },
  {
    slug: 'memory-upgrade',
    name: { el: 'Αναβάθμιση μνήμης', en: 'Memory upgrade' },
    description: { el: 'Περισσότερη μνήμη RAM (μοντέλα με αφαιρούμενη μνήμη).', en: 'More RAM (models with removable memory).' },
    priceCents: 8900,
    from: true,
  },
  {
    slug: 'display',
    name: { el: 'Αντικατάσταση οθόνης', en: 'Display replacement' },
    description: { el: 'Νέα οθόνη ή πάνελ.', en: 'A new display or panel.' },
    priceCents: 24900,
    from: true,
  },
  {
    slug: 'keyboard',
    name: { el: 'Αντικατάσταση πληκτρολογίου', en: 'Keyboard replacement' },
    description: { el: 'Νέο πληκτρολόγιο, ελληνικό ή αγγλικό.', en: 'A new keyboard, Greek or English layout.' },
    priceCents: 14900,
    from: true,
  },
  {
    slug: 'cleaning',
    name: { el: 'Καθαρισμός και θερμοαγώγιμη πάστα', en: 'Cleaning and thermal paste' },
    description: { el: 'Καθαρισμός ανεμιστήρων και νέα θερμοαγώγιμη πάστα.', en: 'Fan cleaning and fresh thermal paste.' },
    priceCents: 3900,
    from: false,
  },
  {
    slug: 'macos-install',
    name: { el: 'Εγκατάσταση macOS', en: 'macOS installation' },
    description: { el: 'Καθαρή εγκατάσταση και ενημέρωση macOS.', en: 'Clean installation and update of macOS.' },
    priceCents: 3500,
    from: false,
  },
];
