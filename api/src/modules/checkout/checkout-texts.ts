import type { Locale } from '../../lib/localize.js';

/** Spec §8 texts for cart, checkout, payment and order errors (English word for word). */
const texts = {
  NOT_ADDED: { en: 'Item not added', el: 'Το προϊόν δεν προστέθηκε' },
  NOT_AVAILABLE: { en: 'Product no longer available to order', el: 'Το προϊόν δεν είναι πλέον διαθέσιμο για παραγγελία' },
  INSUFFICIENT_STOCK: { en: 'Product does not have sufficient stock available', el: 'Το προϊόν δεν έχει επαρκές διαθέσιμο απόθεμα' },
  ADD_FAILED: { en: 'An error occured while adding', el: 'Παρουσιάστηκε σφάλμα κατά την προσθήκη' },
  TOO_MANY_REQUESTS: {
    en: 'Too many new carts from your connection. Please try again later.',
    el: 'Πάρα πολλά νέα καλάθια από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.',
  },
  NO_SHIPPING_METHODS: {
    en: 'No shipping methods available for your area',
    el: 'Δεν υπάρχουν διαθέσιμοι τρόποι αποστολής για την περιοχή σας',
  },
  NO_PAYMENT_METHODS: {
    en: 'No payment methods available for your area',
    el: 'Δεν υπάρχουν διαθέσιμοι τρόποι πληρωμής για την περιοχή σας',
  },
  PAYMENT_DECLINED: {
    en: 'The payment failed. Please try again or use another payment method.',
    el: 'Η πληρωμή απέτυχε. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλον τρόπο πληρωμής.',
  },
  PAYMENT_SERVICE_FAILED: {
    en: 'The payment service is not responding. Please select another payment method.',
    el: 'Η υπηρεσία πληρωμών δεν αποκρίνεται. Παρακαλούμε επιλέξτε άλλον τρόπο πληρωμής.',
  },
  PAYMENT_INVALID: { en: 'Invalid payment details', el: 'Μη έγκυρα στοιχεία πληρωμής' },
  ERROR: {
    en: 'There was an error while processing your order, contact us by phone or email',
    el: 'Παρουσιάστηκε σφάλμα κατά την επεξεργασία της παραγγελίας σας, επικοινωνήστε μαζί μας τηλεφωνικά ή με email',
  },
  INVALID: { en: 'Please fill all the inputs above', el: 'Παρακαλούμε συμπληρώστε όλα τα παραπάνω πεδία' },
} as const;

export type CheckoutTextCode = keyof typeof texts;

export const checkoutText = (code: CheckoutTextCode, locale: Locale): string => texts[code][locale];
