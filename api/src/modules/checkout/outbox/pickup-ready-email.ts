import type { Locale } from '../../../lib/localize.js';
import { money } from '../../../lib/money.js';
import { shopPublicUrl } from '../../../config/public-url.js';
import { escapeHtml } from './escape-html.js';
import { emailPage } from './email-page.js';

export interface OrderToCollect {
  orderNumber: string;
  orderPublicId: string;
  /** The amount still to pay at the shop (pay-at-pickup), or null when it is paid. */
  payAtPickupCents: number | null;
}

const words = {
  el: {
    subject: 'Η παραγγελία σας είναι έτοιμη για παραλαβή',
    ready: (number: string) =>
      `Η παραγγελία σας ${number} είναι έτοιμη: μπορείτε να την παραλάβετε από το κατάστημα της Νίκαιας, Δευτέρα έως Παρασκευή 10:00–18:00.`,
    bring: 'Φέρτε τον αριθμό παραγγελίας και μια ταυτότητα.',
    pay: (amount: string) => `Πληρώνετε στο κατάστημα ${amount}, με μετρητά ή κάρτα.`,
    order: 'Η παραγγελία',
  },
  en: {
    subject: 'Your order is ready to collect',
    ready: (number: string) => `Your order ${number} is ready: you can collect it at the Nikaia store, Monday to Friday 10:00–18:00.`,
    bring: 'Bring your order number and an ID.',
    pay: (amount: string) => `You pay ${amount} at the store, in cash or by card.`,
    order: 'The order',
  },
};

/** The message that an order to collect at the shop is ready, as its receipt promised. */
export function pickupReadyEmail(order: OrderToCollect, locale: Locale) {
  const w = words[locale];
  const e = escapeHtml;
  const receiptUrl = `${shopPublicUrl()}${locale === 'en' ? '/en' : ''}/receipt/${order.orderPublicId}`;
  const title = `${w.subject} ${order.orderNumber}`;
  const lines = [
    w.ready(order.orderNumber),
    w.bring,
    ...(order.payAtPickupCents === null ? [] : [w.pay(money(order.payAtPickupCents, locale).formatted)]),
  ];
  return {
    subject: title,
    body: [...lines, '', `${w.order}: ${receiptUrl}`].join('\n'),
    html: emailPage(locale, title, [...lines.map((line) => `<p>${e(line)}</p>`), `<p><a href="${e(receiptUrl)}">${e(w.order)}</a></p>`]),
  };
}
