import { money } from '../../../lib/money.js';
import { shopPublicUrl } from '../../../config/public-url.js';
import type { StoredAddress, StoredInvoice } from '../../../db/types.js';
import type { ShopNotice } from '../../notifications/shop-notice.js';

export interface NoticeOrder {
  number: string;
  publicId: string;
  email: string;
  totalCents: number;
  items: { name: string; label: string | null; quantity: number; unitCents: number }[];
}

const euros = (cents: number) => money(cents, 'el').formatted;

/** The day a hold ending at `paymentDueAt` (midnight) last covers, in Athens. */
const lastDayOfHold = (paymentDueAt: Date) =>
  new Intl.DateTimeFormat('el-GR', { dateStyle: 'full', timeZone: 'Europe/Athens' }).format(new Date(paymentDueAt.getTime() - 1));

const itemLines = (order: NoticeOrder) =>
  order.items.map(
    (item) => `${item.quantity} × ${item.name}${item.label ? ` (${item.label})` : ''}: ${euros(item.unitCents * item.quantity)}`,
  );

const addressText = (a: StoredAddress) =>
  [
    `${a.firstName} ${a.lastName}${a.company ? `, ${a.company}` : ''}`,
    [a.addressLine1, a.addressLine2, a.floor ? `όροφος ${a.floor}` : null, a.doorbell ? `κουδούνι ${a.doorbell}` : null]
      .filter(Boolean)
      .join(', '),
    `${a.postalCode} ${a.city}`,
  ].join('\n');

const receiptLink = (order: NoticeOrder) => ({ label: 'Η απόδειξη της παραγγελίας', url: `${shopPublicUrl()}/receipt/${order.publicId}` });

/** The shop's notice of a new order: who, what, how it is paid and sent, and until when an unpaid one is held. */
export function newOrderNotice(
  order: NoticeOrder & {
    paymentName: string;
    installments: number;
    shippingName: string;
    billing: StoredAddress;
    shipping: StoredAddress;
    invoice: StoredInvoice | null;
    notes: string | null;
    paymentDueAt: Date | null;
  },
): ShopNotice {
  const buyer = order.billing;
  return {
    subject: `Νέα παραγγελία ${order.number}: ${euros(order.totalCents)}, ${order.paymentName}`,
    facts: [
      ['Παραγγελία', order.number],
      ['Σύνολο', euros(order.totalCents)],
      ['Πληρωμή', order.installments > 1 ? `${order.paymentName}, ${order.installments} δόσεις` : order.paymentName],
      ['Πληρωμή έως', order.paymentDueAt ? `${lastDayOfHold(order.paymentDueAt)} (μετά ακυρώνεται αυτόματα)` : null],
      ['Αποστολή', order.shippingName],
      ['Πελάτης', `${buyer.firstName} ${buyer.lastName}`],
      ['Email', order.email],
      ['Τηλέφωνο', [buyer.phone, buyer.alternativePhone].filter(Boolean).join(', ')],
      ['Διεύθυνση αποστολής', addressText(order.shipping)],
      ['Τιμολόγιο', order.invoice ? `${order.invoice.companyName}, ΑΦΜ ${order.invoice.vatNumber}, ΔΟΥ ${order.invoice.taxOffice}` : null],
      ['Σημειώσεις', order.notes],
    ],
    sections: [{ title: 'Προϊόντα', lines: itemLines(order) }],
    link: receiptLink(order),
  };
}

/** The shop's notice that an unpaid order was canceled when its hold ended and its items are on sale again. */
export function canceledOrderNotice(order: NoticeOrder): ShopNotice {
  return {
    subject: `Ακυρώθηκε απλήρωτη παραγγελία ${order.number}`,
    facts: [
      ['Παραγγελία', order.number],
      ['Σύνολο', euros(order.totalCents)],
      ['Email', order.email],
      ['Τι έγινε', 'Η πληρωμή δεν έφτασε ως το τέλος της προθεσμίας· τα προϊόντα διατίθενται ξανά και ο πελάτης ενημερώθηκε.'],
    ],
    sections: [{ title: 'Προϊόντα που επέστρεψαν στο απόθεμα', lines: itemLines(order) }],
    link: receiptLink(order),
  };
}
