import type { Locale } from '../../../lib/localize.js';
import { money } from '../../../lib/money.js';
import { shopPublicUrl } from '../../../config/public-url.js';
import { escapeHtml } from './escape-html.js';
import { nextSteps } from '../orders/next-steps.js';
import { emailPage } from './email-page.js';

export interface EmailAddress {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string | null;
  postalCode: string;
  city: string;
  phone: string;
}

export interface EmailOrder {
  number: string;
  publicId: string;
  createdAt: Date;
  items: { name: string; label: string | null; quantity: number; unitCents: number }[];
  subtotalCents: number;
  shipmentCents: number;
  totalCents: number;
  paymentMethod: string;
  paymentName: string;
  shippingMethod: string;
  shippingName: string;
  address: EmailAddress;
  /** Bank accounts for a bank transfer; empty otherwise. */
  bankAccounts: { bank: string; holder: string; iban: string }[];
  /** A member's order: the e-mail links to the account's order list too. */
  member: boolean;
  /** End of the hold of an order waiting for its money; null otherwise. */
  paymentDueAt: Date | null;
}

const words = {
  el: {
    subject: 'Επιβεβαίωση παραγγελίας',
    hello: 'Ευχαριστούμε για την παραγγελία σας στο ReMac.',
    order: 'Παραγγελία',
    date: 'Ημερομηνία',
    items: 'Προϊόντα',
    subtotal: 'Υποσύνολο',
    shipping: 'Μεταφορικά',
    total: 'Σύνολο',
    payment: 'Τρόπος πληρωμής',
    shippingMethod: 'Τρόπος αποστολής',
    address: 'Διεύθυνση αποστολής',
    next: 'Επόμενα βήματα',
    bank: 'Τραπεζικοί λογαριασμοί',
    reference: 'Αιτιολογία',
    holder: 'Δικαιούχος',
    receipt: 'Η απόδειξή σας',
    orders: 'Οι παραγγελίες σας',
    vat: 'Οι τιμές περιλαμβάνουν ΦΠΑ (ειδικό καθεστώς περιθωρίου).',
  },
  en: {
    subject: 'Order confirmation',
    hello: 'Thank you for your order at ReMac.',
    order: 'Order',
    date: 'Date',
    items: 'Items',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    payment: 'Payment method',
    shippingMethod: 'Shipping method',
    address: 'Delivery address',
    next: 'Next steps',
    bank: 'Bank accounts',
    reference: 'Reference',
    holder: 'Account holder',
    receipt: 'Your receipt',
    orders: 'Your orders',
    vat: 'Prices include VAT (margin scheme).',
  },
};

/** Athens time, as the shop and its buyers read it. */
const dateText = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-IE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Athens' }).format(
    date,
  );

/**
 * The order confirmation in the order's language: a plain-text and an HTML part with the same content, and links
 * made absolute with the shop's public URL (SHOP_PUBLIC_URL). Margin scheme: no separate VAT line.
 */
export function confirmationEmail(order: EmailOrder, locale: Locale) {
  const w = words[locale];
  const euros = (cents: number) => money(cents, locale).formatted;
  const prefix = `${shopPublicUrl()}${locale === 'en' ? '/en' : ''}`;
  const receiptUrl = `${prefix}/receipt/${order.publicId}`;
  const ordersUrl = `${prefix}/orders`;
  const a = order.address;
  const addressLines = [`${a.firstName} ${a.lastName}`, a.addressLine1, a.addressLine2 ?? '', `${a.postalCode} ${a.city}`, a.phone].filter(
    Boolean,
  );
  const items = order.items.map((item) => ({
    text: `${item.quantity} × ${item.name}${item.label ? ` (${item.label})` : ''}`,
    total: euros(item.unitCents * item.quantity),
  }));
  const steps = nextSteps(order.paymentMethod, order.shippingMethod, order.number, locale, order.paymentDueAt);
  const facts: [string, string][] = [
    [w.order, order.number],
    [w.date, dateText(order.createdAt, locale)],
    [w.payment, order.paymentName],
    [w.shippingMethod, order.shippingName],
  ];
  const totals: [string, string][] = [
    [w.subtotal, euros(order.subtotalCents)],
    [w.shipping, euros(order.shipmentCents)],
    [w.total, euros(order.totalCents)],
  ];
  const links: [string, string][] = [[w.receipt, receiptUrl], ...(order.member ? [[w.orders, ordersUrl] as [string, string]] : [])];

  const text = [
    w.hello,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    `${w.items}:`,
    ...items.map((i) => `${i.text}: ${i.total}`),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    w.vat,
    '',
    `${w.address}:`,
    ...addressLines,
    '',
    `${w.next}:`,
    ...steps.map((s) => `- ${s}`),
    ...(order.bankAccounts.length
      ? [
          '',
          `${w.bank} (${w.reference}: ${order.number}):`,
          ...order.bankAccounts.map((b) => `${b.bank}, ${w.holder}: ${b.holder}, IBAN ${b.iban}`),
        ]
      : []),
    '',
    ...links.map(([k, v]) => `${k}: ${v}`),
  ].join('\n');

  const e = escapeHtml;
  const rows = (pairs: [string, string][]) => pairs.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`).join('');
  const html = emailPage(locale, `${w.subject} ${order.number}`, [
    `<p>${e(w.hello)}</p>`,
    `<table>${rows(facts)}</table>`,
    `<h2>${e(w.items)}</h2>`,
    `<table>${items.map((i) => `<tr><td>${e(i.text)}</td><td align="right">${e(i.total)}</td></tr>`).join('')}</table>`,
    `<table>${rows(totals)}</table>`,
    `<p><small>${e(w.vat)}</small></p>`,
    `<h2>${e(w.address)}</h2>`,
    `<p>${addressLines.map(e).join('<br>')}</p>`,
    `<h2>${e(w.next)}</h2>`,
    `<ul>${steps.map((s) => `<li>${e(s)}</li>`).join('')}</ul>`,
    order.bankAccounts.length
      ? `<h2>${e(w.bank)}</h2><p>${e(w.reference)}: <strong>${e(order.number)}</strong></p><ul>${order.bankAccounts
          .map((b) => `<li>${e(b.bank)}, ${e(w.holder)}: ${e(b.holder)}, IBAN <strong>${e(b.iban)}</strong></li>`)
          .join('')}</ul>`
      : '',
    `<p>${links.map(([k, v]) => `<a href="${e(v)}">${e(k)}</a>`).join(' · ')}</p>`,
  ]);

  return { subject: `${w.subject} ${order.number}`, body: text, html };
}
