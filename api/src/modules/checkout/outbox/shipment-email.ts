import type { Locale } from '../../../lib/localize.js';
import { shopPublicUrl } from '../../../config/public-url.js';
import { escapeHtml } from './escape-html.js';
import { emailPage } from './email-page.js';

export interface ShippedParcel {
  orderNumber: string;
  orderPublicId: string;
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

const words = {
  el: {
    subject: 'Η παραγγελία σας στάλθηκε',
    sent: (number: string, carrier: string) => `Η παραγγελία σας ${number} είναι καθ' οδόν: τη στείλαμε με ${carrier}.`,
    tracking: 'Αριθμός αποστολής',
    track: 'Παρακολούθηση αποστολής',
    order: 'Η παραγγελία',
  },
  en: {
    subject: 'Your order is on its way',
    sent: (number: string, carrier: string) => `Your order ${number} is on its way: we have handed it to ${carrier}.`,
    tracking: 'Tracking number',
    track: 'Track the parcel',
    order: 'The order',
  },
};

/** The message that a parcel left the shop, with its tracking number and link when it has them. */
export function shipmentEmail(parcel: ShippedParcel, locale: Locale) {
  const w = words[locale];
  const e = escapeHtml;
  const receiptUrl = `${shopPublicUrl()}${locale === 'en' ? '/en' : ''}/receipt/${parcel.orderPublicId}`;
  const sent = w.sent(parcel.orderNumber, parcel.carrier);
  const tracking = parcel.trackingNumber ? `${w.tracking}: ${parcel.trackingNumber}` : null;
  return {
    subject: `${w.subject} ${parcel.orderNumber}`,
    body: [
      sent,
      ...(tracking ? ['', tracking] : []),
      ...(parcel.trackingUrl ? [`${w.track}: ${parcel.trackingUrl}`] : []),
      '',
      `${w.order}: ${receiptUrl}`,
    ].join('\n'),
    html: emailPage(locale, `${w.subject} ${parcel.orderNumber}`, [
      `<p>${e(sent)}</p>`,
      tracking ? `<p>${e(w.tracking)}: <strong>${e(parcel.trackingNumber!)}</strong></p>` : '',
      parcel.trackingUrl ? `<p><a href="${e(parcel.trackingUrl)}">${e(w.track)}</a></p>` : '',
      `<p><a href="${e(receiptUrl)}">${e(w.order)}</a></p>`,
    ]),
  };
}
