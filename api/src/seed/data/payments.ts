import type { Localized } from '../../db/types.js';
import { CASH_LIMIT_CENTS } from '../../modules/checkout/payment/cash-limit.js';

export interface PaymentSeed {
  kind: string;
  name: Localized;
  description: Localized;
  min?: number;
  max?: number;
  active: boolean;
  displayOn: 'frontend' | 'backend' | 'both';
  sortOrder: number;
  plans: [length: number, rate: number][];
}

export const paymentSeeds: PaymentSeed[] = [
  {
    kind: 'bank-transfer',
    sortOrder: 3,
    active: true,
    displayOn: 'frontend',
    plans: [],
    name: { el: 'Τραπεζική κατάθεση', en: 'Bank transfer' },
    description: { el: 'Κατάθεση σε λογαριασμό Πειραιώς ή Εθνικής.', en: 'Transfer to our Piraeus Bank or National Bank account.' },
  },
  {
    kind: 'card',
    sortOrder: 1,
    active: true,
    displayOn: 'both',
    max: 10000,
    plans: [
      [1, 0],
      [3, 0],
      [6, 0],
      [12, 0],
    ],
    name: { el: 'Πιστωτική ή χρεωστική κάρτα', en: 'Credit or debit card' },
    description: {
      el: 'Visa, Mastercard, Maestro. Έως 12 άτοκες δόσεις με πιστωτική κάρτα.',
      en: 'Visa, Mastercard, Maestro. Up to 12 interest-free installments with a credit card.',
    },
  },
  {
    kind: 'cash-on-delivery',
    sortOrder: 4,
    active: true,
    displayOn: 'both',
    max: CASH_LIMIT_CENTS / 100,
    plans: [],
    name: { el: 'Αντικαταβολή', en: 'Cash on delivery' },
    description: { el: 'Πληρωμή σε μετρητά στον courier, χωρίς χρέωση.', en: 'Pay the courier in cash, no extra charge.' },
  },
  {
    kind: 'iris',
    sortOrder: 2,
    active: true,
    displayOn: 'frontend',
    plans: [],
    name: { el: 'IRIS', en: 'IRIS' },
    description: { el: 'Άμεση πληρωμή από την τράπεζά σας με IRIS.', en: 'Instant payment from your bank with IRIS.' },
  },
  {
    kind: 'pay-in-store',
    sortOrder: 5,
    active: true,
    displayOn: 'backend',
    plans: [],
    name: { el: 'Πληρωμή στο κατάστημα', en: 'Pay in store' },
    description: { el: 'Μόνο για παραγγελίες του καταστήματος.', en: 'Store orders only.' },
  },
  {
    kind: 'paypal',
    sortOrder: 6,
    active: false,
    displayOn: 'frontend',
    plans: [],
    name: { el: 'PayPal', en: 'PayPal' },
    description: { el: 'Προσωρινά μη διαθέσιμο.', en: 'Temporarily unavailable.' },
  },
  {
    // Replaced by the card's own interest-free plans: two card methods with different plans contradicted each other.
    kind: 'installments-card',
    sortOrder: 0,
    active: false,
    displayOn: 'frontend',
    plans: [],
    name: { el: 'Δόσεις με πιστωτική κάρτα', en: 'Card installments' },
    description: { el: 'Δείτε την πληρωμή με κάρτα.', en: 'See card payment.' },
  },
];
