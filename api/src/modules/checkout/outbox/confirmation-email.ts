import type { Locale } from '../../../lib/localize.js';
import { money } from '../../../lib/money.js';

export interface EmailOrder {
  number: string;
  publicId: string;
  items: { name: string; label: string | null; quantity: number; unitCents: number }[];
  shipmentCents: number;
  totalCents: number;
}

const words = {
  el: {
    subject: 'Επιβεβαίωση παραγγελίας',
    hello: 'Ευχαριστούμε για την παραγγελία σας στο ReMac.',
    shipping: 'Μεταφορικά',
    total: 'Σύνολο',
    receipt: 'Η απόδειξη',
  },
  en: {
    subject: 'Order confirmation',
    hello: 'Thank you for your order at ReMac.',
    shipping: 'Shipping',
    total: 'Total',
    receipt: 'Your receipt',
  },
};

/** Plain-text confirmation e-mail (margin scheme: no separate VAT line). */
export function confirmationEmail(order: EmailOrder, locale: Locale) {
  const w = words[locale];
  const lines = order.items.map(
    (item) =>
      `${item.quantity} × ${item.name}${item.label ? ` (${item.label})` : ''}: ${money(item.unitCents * item.quantity, locale).formatted}`,
  );
  const receiptPath = `${locale === 'en' ? '/en' : ''}/receipt/${order.publicId}`;
  return {
    subject: `${w.subject} ${order.number}`,
    body: [
      w.hello,
      '',
      ...lines,
      `${w.shipping}: ${money(order.shipmentCents, locale).formatted}`,
      `${w.total}: ${money(order.totalCents, locale).formatted}`,
      '',
      `${w.receipt}: ${receiptPath}`,
    ].join('\n'),
  };
}
