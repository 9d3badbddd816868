import type { Locale } from '../../../lib/localize.js';
import { athensDayText } from '../../../lib/athens-day.js';

function holdText(paymentDueAt: Date | null, locale: Locale) {
  if (!paymentDueAt) return locale === 'el' ? 'Ετοιμάζουμε την παραγγελία' : 'We prepare your order';
  // The hold ends at midnight, as its last day ends.
  const day = athensDayText(new Date(paymentDueAt.getTime() - 1), locale);
  return locale === 'el'
    ? `Κρατάμε την παραγγελία έως και την ${day} (μετά ακυρώνεται) και την ετοιμάζουμε`
    : `We hold your order until the end of ${day} (then it is cancelled) and prepare it`;
}

/**
 * What happens after the order, by payment and shipping method: the receipt and the e-mail say the same. An order
 * waiting for its money names the last day it is held (`paymentDueAt`, none for orders placed before holds ended).
 */
export function nextSteps(
  paymentMethod: string,
  shippingMethod: string,
  reference: string,
  locale: Locale,
  paymentDueAt: Date | null = null,
): string[] {
  const el = locale === 'el';
  const steps: string[] = [];
  const hold = holdText(paymentDueAt, locale);
  if (paymentMethod === 'bank-transfer')
    steps.push(
      el
        ? `Μεταφέρετε το σύνολο σε έναν από τους λογαριασμούς παρακάτω, με αιτιολογία ${reference}. ${hold} μόλις φτάσουν τα χρήματα.`
        : `Transfer the total to one of the accounts below with the reference ${reference}. ${hold} as soon as the money arrives.`,
    );
  else if (paymentMethod === 'iris')
    steps.push(
      el
        ? `Πληρώστε το σύνολο με IRIS από την τράπεζά σας, με αιτιολογία ${reference}. ${hold} μόλις λάβουμε την πληρωμή.`
        : `Pay the total with IRIS from your bank, quoting ${reference}. ${hold} as soon as the payment arrives.`,
    );
  else if (paymentMethod === 'cash-on-delivery')
    steps.push(el ? 'Έχετε έτοιμο το σύνολο σε μετρητά για τον courier.' : 'Have the total ready in cash for the courier.');
  else if (paymentMethod === 'pay-at-pickup')
    steps.push(el ? 'Πληρώνετε στο κατάστημα όταν παραλάβετε την παραγγελία.' : 'You pay at the store when you collect your order.');
  else steps.push(el ? 'Η πληρωμή σας έγινε δεκτή.' : 'Your payment has been received.');
  steps.push(
    shippingMethod === 'pickup'
      ? el
        ? 'Θα σας ειδοποιήσουμε όταν η παραγγελία είναι έτοιμη για παραλαβή από το κατάστημα της Νίκαιας (Δευτέρα έως Παρασκευή 10:00–18:00). Φέρτε τον αριθμό παραγγελίας και μια ταυτότητα.'
        : 'We will let you know when your order is ready to collect at the Nikaia store (Monday to Friday 10:00–18:00). Bring your order number and an ID.'
      : el
        ? 'Μόλις παραδώσουμε το δέμα στον courier, σας στέλνουμε με e-mail τον αριθμό αποστολής.'
        : 'As soon as we hand the parcel to the courier, we e-mail you its tracking number.',
  );
  return steps;
}
