import type { CardDetails } from '../payment/payment-provider.js';

/** Spec §5 card form error kinds. */
export type CardErrorCode = 'required' | 'cardInvalidCharacters' | 'cardInvalidLength' | 'cardNotSupported' | 'cardInvalid' | 'cardExpired';

export interface CardInputLike {
  holder?: string | null;
  number?: string | null;
  expiryMonth?: string | null;
  expiryYear?: string | null;
  cvv?: string | null;
}

const brands = [
  { name: 'visa', pattern: /^4/, lengths: [13, 16, 19] },
  { name: 'mastercard', pattern: /^(5[1-5]|2[2-7])/, lengths: [16] },
  { name: 'maestro', pattern: /^(50|5[6-9]|6)/, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
];

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function numberError(raw: string): CardErrorCode | null {
  const value = raw.replace(/[\s-]/g, '');
  if (!value) return 'required';
  if (!/^\d+$/.test(value)) return 'cardInvalidCharacters';
  if (value.length < 12 || value.length > 19) return 'cardInvalidLength';
  const brand = brands.find((b) => b.pattern.test(value));
  if (!brand) return 'cardNotSupported';
  if (!brand.lengths.includes(value.length)) return 'cardInvalidLength';
  return luhn(value) ? null : 'cardInvalid';
}

/** Field → error code for a card, or the normalised card when valid. `now` is injectable for tests. */
export function checkCard(card: CardInputLike, now = new Date()): { errors: Record<string, CardErrorCode> } | { card: CardDetails } {
  const errors: Record<string, CardErrorCode> = {};
  const holder = (card.holder ?? '').trim();
  if (!holder) errors.holder = 'required';
  else if (holder.length > 100 || /\d/.test(holder)) errors.holder = 'cardInvalidCharacters';
  const numberProblem = numberError(card.number ?? '');
  if (numberProblem) errors.number = numberProblem;
  const month = (card.expiryMonth ?? '').trim();
  const yearText = (card.expiryYear ?? '').trim();
  if (!month) errors.expiryMonth = 'required';
  else if (!/^(0?[1-9]|1[0-2])$/.test(month)) errors.expiryMonth = 'cardInvalid';
  if (!yearText) errors.expiryYear = 'required';
  else if (!/^\d{2}(\d{2})?$/.test(yearText)) errors.expiryYear = 'cardInvalid';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (!errors.expiryMonth && !errors.expiryYear) {
    if (year * 12 + Number(month) < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiryYear = 'cardExpired';
  }
  const cvv = (card.cvv ?? '').trim();
  if (!cvv) errors.cvv = 'required';
  else if (!/^\d{3,4}$/.test(cvv)) errors.cvv = /^\d+$/.test(cvv) ? 'cardInvalidLength' : 'cardInvalidCharacters';
  if (Object.keys(errors).length) return { errors };
  return { card: { holder, number: (card.number ?? '').replace(/[\s-]/g, ''), expiryMonth: Number(month), expiryYear: year, cvv } };
}
