import type { Selectable } from 'kysely';
import { money } from '../../lib/money.js';
import { pickRequired } from '../../lib/localize.js';
import type { ShopNotice } from '../notifications/shop-notice.js';
import type { TradeInRequestsTable } from './tradein-tables.js';

type RequestRow = Selectable<TradeInRequestsTable>;

const euros = (cents: number | null) => (cents === null ? null : money(cents, 'el').formatted);

const athensTime = (instant: Date | string | null) =>
  instant === null
    ? null
    : new Intl.DateTimeFormat('el-GR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Athens' }).format(new Date(instant));

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The shop's notice of a new sale request or repair booking. A seller's identity papers, tax and bank details stay
 * in the request: a mailbox is no place for them.
 */
export function requestNotice(row: RequestRow): ShopNotice {
  const details = row.details as Record<string, unknown>;
  const person = [text(details.name), text(details.surname)].filter(Boolean).join(' ');
  const common: [string, string | null][] = [
    ['Πελάτης', person],
    ['Τηλέφωνο', text(details.phone)],
    ['Email', row.email],
  ];
  if (row.kind === 'sale') {
    return {
      subject: `Νέο αίτημα πώλησης ${row.reference}: ${row.device_model ?? ''}`.trim(),
      facts: [
        ['Αίτημα', row.reference],
        ['Συσκευή', row.device_model],
        ['Σειριακός αριθμός', text(details.serialNumber)],
        ['Προσφορά', euros(row.quote_cents)],
        ['Τιμή που προτείνει ο πελάτης', euros(row.proposed_cents)],
        ...common,
      ],
    };
  }
  return {
    subject: `Νέο ραντεβού επισκευής ${row.reference}: ${athensTime(row.slot_starts_at) ?? ''}`.trim(),
    facts: [
      ['Αίτημα', row.reference],
      ['Ραντεβού', athensTime(row.slot_starts_at)],
      ['Συσκευή', row.device_model],
      ['Υπηρεσίες', (row.services ?? []).map((service) => `${pickRequired(service.name, 'el')} (${euros(service.priceCents)})`).join(', ')],
      ['Σειριακός αριθμός', text(details.serialNumber)],
      ...common,
      ['Διεύθυνση', text(details.address)],
      ['Σημειώσεις', text(details.notes) ?? text(details.message)],
    ],
  };
}

/** The shop's notice of a customer's message on their request. */
export function customerMessageNotice(row: RequestRow, body: string): ShopNotice {
  return {
    subject: `Νέο μήνυμα πελάτη στο αίτημα ${row.reference}`,
    facts: [
      ['Αίτημα', row.reference],
      ['Email', row.email],
      ['Μήνυμα', body],
    ],
  };
}
