import type { PriceOperation } from './price.js';

/** Text in both languages. */
export interface LocalizedText {
  el: string;
  en: string;
}

/**
 * Shape of the static devices database (`tradeInCatalog { devicesUrl }`): versioned by its content hash and
 * cached for a year, for client-side search and the live quote. Money is integer cents.
 */
export interface TradeInCatalogFile {
  version: string;
  currency: 'EUR';
  quoteValidityDays: number;
  /** The responsibility declaration's PDF template and its Greek-capable font, static and immutable like this file. */
  declaration: { templateUrl: string; fontUrl: string };
  categories: { id: string; slug: string; name: LocalizedText; subcategories: { id: string; slug: string; name: LocalizedText }[] }[];
  questions: TradeInQuestionData[];
  devices: TradeInDeviceData[];
}

export interface TradeInAnswerData {
  slug: string;
  label: LocalizedText;
  /** Longer description (e.g. the cosmetic grades of spec §9). */
  description?: LocalizedText | null;
  operation: PriceOperation;
  value: number;
}

export interface TradeInQuestionData {
  slug: string;
  text: LocalizedText;
  answers: TradeInAnswerData[];
}

export interface TradeInDeviceData {
  id: string;
  slug: string;
  categoryId: string;
  subcategoryId: string;
  /** e.g. "MacBook Pro 14\" 2023 M3 Pro". */
  model: string;
  year: number;
  chip: string;
  memoryGb: number;
  storageGb: number;
  initialPrice: number;
  minimumPrice: number | null;
  /** Slugs of the questions asked for this device, in order. */
  questions: string[];
}
