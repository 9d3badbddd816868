import type { Localized } from '../db/types.js';
import type { ModelSeed } from './data/models.js';
import type { GradeSeed } from './data/taxons.js';

export function computerExcerpt(model: ModelSeed, grade: GradeSeed): Localized {
  return {
    el: `${model.nameEl} με εμφάνιση «${grade.name.el}», ελεγμένο και με εγγύηση ReMac.`,
    en: `${model.name} with appearance “${grade.name.en}”, tested and covered by a ReMac warranty.`,
  };
}

const gradeNotes: Record<string, Localized> = {
  excellent: {
    el: 'Η συσκευή δεν έχει ορατά σημάδια χρήσης: μοιάζει με καινούργια.',
    en: 'The device shows no visible signs of use: it looks like new.',
  },
  'very-good': { el: 'Ίσως δείτε ελάχιστες γρατζουνιές, μόνο από κοντά.', en: 'You may notice tiny scratches, only up close.' },
  fair: {
    el: 'Έχει πολλές γρατζουνιές ή μικρά βαθουλώματα στο σώμα, όχι στην οθόνη.',
    en: 'The body has many scratches or small dents, the screen does not.',
  },
  bad: {
    el: 'Έντονα σημάδια χρήσης· λειτουργεί άψογα και είναι η πιο οικονομική επιλογή.',
    en: 'Heavy signs of use; it works perfectly and is the most affordable choice.',
  },
};

export function computerDescription(model: ModelSeed, grade: GradeSeed): Localized {
  const note = gradeNotes[grade.slug] ?? gradeNotes.excellent!;
  const display = model.display ? `<li>Οθόνη ${model.display}</li>` : '';
  const displayEn = model.display ? `<li>${model.display} display</li>` : '';
  return {
    el:
      `<p>Το <strong>${model.nameEl}</strong> έχει περάσει από πλήρη έλεγχο 40 σημείων στο εργαστήριό μας στη Νίκαια, ` +
      `με καθαρή εγκατάσταση macOS και καινούργια συσκευασία.</p><p>${note.el}</p>` +
      `<ul>${display}<li>Θύρες: ${model.ports}</li><li>Βάρος: ${model.weight}</li></ul>`,
    en:
      `<p>This <strong>${model.name}</strong> has passed a full 40-point inspection in our Nikaia workshop, ` +
      `with a clean macOS installation and new packaging.</p><p>${note.en}</p>` +
      `<ul>${displayEn}<li>Ports: ${model.ports}</li><li>Weight: ${model.weight}</li></ul>`,
  };
}

export function accessoryDescription(nameEl: string, name: string, isNew: boolean): Localized {
  return {
    el: `<p>Γνήσιο <strong>${nameEl}</strong> της Apple, ${isNew ? 'καινούργιο σε σφραγισμένη συσκευασία' : 'ελεγμένο και καθαρισμένο'}.</p>`,
    en: `<p>Genuine Apple <strong>${name}</strong>, ${isNew ? 'new in a sealed box' : 'tested and cleaned'}.</p>`,
  };
}
