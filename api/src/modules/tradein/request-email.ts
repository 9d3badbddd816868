import type { Locale } from '../../lib/localize.js';
import { money } from '../../lib/money.js';

const words = {
  el: {
    sale: 'Αίτημα πώλησης',
    repair: 'Ραντεβού επισκευής',
    hello: 'Ευχαριστούμε! Λάβαμε το αίτημά σας στο ReMac.',
    reference: 'Κωδικός αιτήματος',
    quote: 'Προσφορά',
    validUntil: 'ισχύει έως',
    slot: 'Ραντεβού',
    view: 'Δείτε την πορεία του',
  },
  en: {
    sale: 'Sale request',
    repair: 'Repair appointment',
    hello: 'Thank you! We have received your request at ReMac.',
    reference: 'Request reference',
    quote: 'Quote',
    validUntil: 'valid until',
    slot: 'Appointment',
    view: 'Follow it at',
  },
};

/** Plain-text confirmation of a sale request or a repair booking, queued in the order outbox. */
export function requestEmail(
  request: {
    kind: 'sale' | 'repair';
    reference: string;
    deviceModel: string | null;
    quoteCents?: number | null;
    validUntil?: Date | null;
    slot?: Date | null;
  },
  locale: Locale,
) {
  const w = words[locale];
  const date = (value: Date, time: boolean) =>
    new Intl.DateTimeFormat(locale === 'el' ? 'el-GR' : 'en-GB', {
      timeZone: 'Europe/Athens',
      dateStyle: 'long',
      ...(time ? { timeStyle: 'short' } : {}),
    }).format(value);
  const lines = [w.hello, '', `${w.reference}: ${request.reference}`];
  if (request.deviceModel) lines.push(request.deviceModel);
  if (request.quoteCents != null) {
    lines.push(
      `${w.quote}: ${money(request.quoteCents, locale).formatted}${request.validUntil ? ` (${w.validUntil} ${date(request.validUntil, false)})` : ''}`,
    );
  }
  if (request.slot) lines.push(`${w.slot}: ${date(request.slot, true)}`);
  lines.push('', `${w.view}: ${locale === 'en' ? '/en' : ''}/request/${request.reference}`);
  return { subject: `${request.kind === 'sale' ? w.sale : w.repair} ${request.reference}`, body: lines.join('\n') };
}
