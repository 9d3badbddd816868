import type { Locale } from '../../../lib/localize.js';
import { money } from '../../../lib/money.js';
import { shopPublicUrl } from '../../../config/public-url.js';
import { escapeHtml } from './escape-html.js';
import { tenant } from '@remac/shared-contracts';
import { emailPage } from './email-page.js';

export interface CanceledOrder {
  number: string;
  publicId: string;
  items: { name: string; label: string | null; quantity: number }[];
  totalCents: number;
}

const words = {
  el: {
    subject: 'Ακύρωση παραγγελίας',
    why: (number: string, total: string) =>
      `Δεν λάβαμε εγκαίρως την πληρωμή ${total} για την παραγγελία σας ${number}, γι' αυτό την ακυρώσαμε και τα προϊόντα της διατίθενται ξανά.`,
    paid: (phone: string, email: string) =>
      `Αν έχετε ήδη πληρώσει, απαντήστε σε αυτό το e-mail ή καλέστε μας στο ${phone} (${email}) και θα το τακτοποιήσουμε αμέσως.`,
    again: 'Μπορείτε πάντα να παραγγείλετε ξανά:',
    items: 'Προϊόντα',
    receipt: 'Η παραγγελία',
  },
  en: {
    subject: 'Order cancelled',
    why: (number: string, total: string) =>
      `We did not receive the payment of ${total} for your order ${number} in time, so we have cancelled it and its items are on sale again.`,
    paid: (phone: string, email: string) =>
      `If you have already paid, reply to this e-mail or call us on ${phone} (${email}) and we will sort it out at once.`,
    again: 'You are welcome to order again:',
    items: 'Items',
    receipt: 'The order',
  },
};

/** The notice that an unpaid order was canceled when its hold ended, in the order's language, text and HTML. */
export function cancellationEmail(order: CanceledOrder, locale: Locale) {
  const w = words[locale];
  const shopUrl = `${shopPublicUrl()}${locale === 'en' ? '/en' : ''}`;
  const receiptUrl = `${shopUrl}/receipt/${order.publicId}`;
  const why = w.why(order.number, money(order.totalCents, locale).formatted);
  const paid = w.paid(tenant.phones[0]!, tenant.email);
  const items = order.items.map((item) => `${item.quantity} × ${item.name}${item.label ? ` (${item.label})` : ''}`);

  const body = [why, '', `${w.items}:`, ...items, '', paid, '', `${w.receipt}: ${receiptUrl}`, `${w.again} ${shopUrl}/`].join('\n');
  const e = escapeHtml;
  const html = emailPage(locale, `${w.subject} ${order.number}`, [
    `<p>${e(why)}</p>`,
    `<h2>${e(w.items)}</h2>`,
    `<ul>${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`,
    `<p>${e(paid)}</p>`,
    `<p><a href="${e(receiptUrl)}">${e(w.receipt)}</a> · ${e(w.again)} <a href="${e(`${shopUrl}/`)}">${e(shopUrl)}</a></p>`,
  ]);
  return { subject: `${w.subject} ${order.number}`, body, html };
}
