import type { Locale } from './localize.js';

const formatters = {
  el: new Intl.NumberFormat('el-GR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }),
};

export interface Money {
  amount: number;
  currency: 'EUR';
  formatted: string;
}

/** Integer cents to the API's Money: the amount plus a string formatted for the locale. */
export function money(cents: number, locale: Locale): Money {
  return { amount: cents, currency: 'EUR', formatted: formatters[locale].format(cents / 100) };
}

/** Discount rate 0..1 of a sale price against the regular price, two decimals. */
export function discountRate(price: number, salePrice: number): number {
  if (price <= 0 || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100) / 100;
}
