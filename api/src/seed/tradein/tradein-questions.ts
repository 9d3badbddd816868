import type { TradeInQuestionData } from '@remac/shared-contracts/tradein';
import { grades } from '../data/taxons.js';

type Answer = TradeInQuestionData['answers'][number];
const answer = (
  slug: string,
  en: string,
  el: string,
  operation: Answer['operation'],
  value: number,
  description?: { en: string; el: string },
): Answer => ({ slug, label: { en, el }, operation, value, ...(description ? { description } : {}) });
/** The shop's grade names (the APPEARANCE taxons): a seller grades the case in the words the shop sells by. */
const gradeName = Object.fromEntries(grades.map((grade) => [grade.slug, grade.name])) as Record<
  'excellent' | 'very-good' | 'fair' | 'bad',
  { el: string; en: string }
>;
const question = (slug: string, en: string, el: string, answers: Answer[]): TradeInQuestionData => ({ slug, text: { en, el }, answers });

/** Condition questions; add and subtract values are integer cents, multiply and divide are factors. */
export const tradeInQuestions: TradeInQuestionData[] = [
  question('powers-on', 'Does the Mac power on and start normally?', 'Ανάβει το Mac και ξεκινά κανονικά;', [
    answer('yes', 'Yes', 'Ναι', 'multiply', 1),
    answer('no', 'No, it does not start', 'Όχι, δεν ξεκινά', 'multiply', 0.3),
  ]),
  question('display', 'What condition is the display in?', 'Σε τι κατάσταση είναι η οθόνη;', [
    answer('flawless', 'Flawless', 'Άψογη', 'multiply', 1),
    answer('marks', 'Light marks or coating wear', 'Ελαφριά σημάδια ή φθορά επίστρωσης', 'multiply', 0.85),
    answer('damaged', 'Cracked, lines or dead pixels', 'Σπασμένη, γραμμές ή νεκρά pixel', 'divide', 1.8),
  ]),
  question('keyboard-trackpad', 'Do the keyboard and the trackpad work properly?', 'Λειτουργούν σωστά το πληκτρολόγιο και το trackpad;', [
    answer('yes', 'Yes, every key and click', 'Ναι, όλα τα πλήκτρα και το κλικ', 'multiply', 1),
    answer('no', 'Some keys or the trackpad are faulty', 'Κάποια πλήκτρα ή το trackpad έχουν βλάβη', 'subtract', 6000),
  ]),
  question(
    'battery',
    'What is the battery health (System Settings › Battery)?',
    'Ποια είναι η υγεία της μπαταρίας (Ρυθμίσεις συστήματος › Μπαταρία);',
    [
      answer('good', '80% or more', '80% ή περισσότερο', 'multiply', 1),
      answer('worn', 'Below 80%', 'Κάτω από 80%', 'subtract', 5000),
      answer('service', '"Service recommended" or does not hold a charge', '«Συνιστάται σέρβις» ή δεν κρατά φόρτιση', 'subtract', 9000),
    ],
  ),
  question('liquid-damage', 'Has the Mac ever had liquid damage?', 'Έχει υποστεί ποτέ το Mac ζημιά από υγρό;', [
    answer('no', 'No', 'Όχι', 'multiply', 1),
    answer('yes', 'Yes', 'Ναι', 'multiply', 0.4),
  ]),
  question('cosmetic-grade', 'How does the case look?', 'Πώς είναι εξωτερικά;', [
    answer('excellent', gradeName.excellent.en, gradeName.excellent.el, 'multiply', 1, { en: 'Like new', el: 'Σαν καινούργιο' }),
    answer('very-good', gradeName['very-good'].en, gradeName['very-good'].el, 'multiply', 0.92, {
      en: 'Tiny scratches',
      el: 'Ελάχιστες γρατζουνιές',
    }),
    answer('fair', gradeName.fair.en, gradeName.fair.el, 'multiply', 0.8, {
      en: 'Many scratches or dents',
      el: 'Πολλές γρατζουνιές ή χτυπήματα',
    }),
    answer('bad', gradeName.bad.en, gradeName.bad.el, 'divide', 2, {
      en: 'Cracks, deep dents or missing parts',
      el: 'Ρωγμές, βαθιά χτυπήματα ή λείπουν κομμάτια',
    }),
  ]),
  question(
    'find-my',
    'Are Find My (Activation Lock) and any firmware password turned off?',
    'Είναι απενεργοποιημένα το Εύρεση (Κλείδωμα ενεργοποίησης) και τυχόν κωδικός firmware;',
    [
      answer('off', 'Yes, or I will turn them off before handing it over', 'Ναι, ή θα τα απενεργοποιήσω πριν την παράδοση', 'multiply', 1),
      answer('locked', 'No, I cannot turn them off', 'Όχι, δεν μπορώ να τα απενεργοποιήσω', 'multiply', 0),
    ],
  ),
  question('charger', 'Is the original charger included?', 'Περιλαμβάνεται ο αυθεντικός φορτιστής;', [
    answer('yes', 'Yes', 'Ναι', 'add', 0),
    answer('no', 'No', 'Όχι', 'subtract', 2500),
  ]),
  question('box', 'Do you have the original box?', 'Έχετε την αρχική συσκευασία;', [
    answer('yes', 'Yes', 'Ναι', 'add', 1500),
    answer('no', 'No', 'Όχι', 'add', 0),
  ]),
];

/** Which questions a device is asked: no display on desktops without one, no keyboard, battery or charger on desktops. */
export function questionSlugsFor(category: string): string[] {
  const laptop = category === 'macbook-air' || category === 'macbook-pro';
  return tradeInQuestions
    .map((q) => q.slug)
    .filter((slug) => {
      if (slug === 'display') return laptop || category === 'imac';
      if (slug === 'keyboard-trackpad' || slug === 'battery' || slug === 'charger') return laptop;
      return true;
    });
}
