import type { Locale } from '@remac/shared-contracts';
import type { ChosenAnswer } from '@remac/shared-contracts/tradein';

/** The seller's details as typed (form values, strings and booleans): what the declaration PDF is filled from. */
export type SellerInputs = Record<string, string | boolean>;

/** The trade-in wizard of spec §3: kept in session storage (spec §9), so it survives a reload. */
export interface WizardState {
  step: number;
  category: string | null;
  subcategory: string | null;
  device: string | null;
  answers: ChosenAnswer[];
  /** Answer slug by question slug. */
  rawAnswers: Record<string, string>;
  /** The price the seller proposes, integer cents; 0 when none. */
  userPrice: number;
  /** The quote the seller saw, integer cents (the server records its own). */
  finalPrice: number;
  pdfInputs: SellerInputs;
  /** The language the wizard was filled in: changing it above step 1 clears the wizard (spec §4). */
  locale: Locale | null;
}

export const FIRST_STEP = 1;
export const LAST_STEP = 7;

export const emptyWizard: WizardState = {
  step: FIRST_STEP,
  category: null,
  subcategory: null,
  device: null,
  answers: [],
  rawAnswers: {},
  userPrice: 0,
  finalPrice: 0,
  pdfInputs: {},
  locale: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** Whatever storage holds, a well-formed state (a tampered or old entry falls back to the empty parts). */
export function sanitizeWizard(saved: unknown): WizardState {
  if (!isRecord(saved)) return emptyWizard;
  const rawAnswers: Record<string, string> = {};
  if (isRecord(saved.rawAnswers)) {
    for (const [question, answer] of Object.entries(saved.rawAnswers)) if (typeof answer === 'string') rawAnswers[question] = answer;
  }
  const pdfInputs: SellerInputs = {};
  if (isRecord(saved.pdfInputs)) {
    for (const [field, value] of Object.entries(saved.pdfInputs)) {
      if (typeof value === 'boolean' || (typeof value === 'string' && value.length <= 5000)) pdfInputs[field] = value;
    }
  }
  const step =
    typeof saved.step === 'number' && Number.isInteger(saved.step) ? Math.min(Math.max(saved.step, FIRST_STEP), LAST_STEP) : FIRST_STEP;
  return {
    step,
    category: text(saved.category),
    subcategory: text(saved.subcategory),
    device: text(saved.device),
    answers: Object.entries(rawAnswers).map(([question, answer]) => ({ question, answer })),
    rawAnswers,
    userPrice: cents(saved.userPrice),
    finalPrice: cents(saved.finalPrice),
    pdfInputs,
    locale: saved.locale === 'el' || saved.locale === 'en' ? saved.locale : null,
  };
}

/** Back to the start, keeping only the chosen keys (spec §3: resettable except chosen keys). */
export function resetWizard(state: WizardState, keep: readonly (keyof WizardState)[] = []): WizardState {
  const next: WizardState = { ...emptyWizard };
  for (const key of keep) (next as unknown as Record<string, unknown>)[key] = state[key];
  return next;
}

/** Spec §4: a language change at a step above 1 clears the wizard; at step 1 it only notes the new language. */
export function onLanguage(state: WizardState, locale: Locale): WizardState {
  if (state.locale === locale) return state;
  if (state.locale !== null && state.step > FIRST_STEP) return { ...emptyWizard, locale };
  return { ...state, locale };
}

/** The answers as rawAnswers and the ordered list the quote and the API take. */
export function withAnswer(state: WizardState, question: string, answer: string): WizardState {
  const rawAnswers = { ...state.rawAnswers, [question]: answer };
  return { ...state, rawAnswers, answers: Object.entries(rawAnswers).map(([q, a]) => ({ question: q, answer: a })) };
}
