import { money } from '../../lib/money.js';
import { pickRequired } from '../../lib/localize.js';
import type { ShopNotice } from '../notifications/shop-notice.js';
import type { FormRow } from './form-row.js';
import { subscriptionForms } from './newsletter-confirmation.js';

const valueText = (kind: string, value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Ναι' : 'Όχι';
  if (kind === 'money' && typeof value === 'number') return money(value, 'el').formatted;
  return String(value);
};

/** The shop's notice of a new submission, every field under its Greek label; null for subscription forms. */
export function formNotice(form: FormRow, data: Record<string, unknown>): ShopNotice | null {
  if (subscriptionForms.has(form.slug)) return null;
  return {
    subject: `Νέο μήνυμα: ${pickRequired(form.name, 'el')}`,
    facts: form.fields.map((field) => [pickRequired(field.label, 'el'), valueText(field.kind, data[field.name])]),
  };
}
