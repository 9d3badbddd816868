import {
  quotePrice,
  quoteValidUntil,
  stepsForAnswers,
  type ChosenAnswer,
  type Quote,
  type TradeInDeviceData,
} from '@remac/shared-contracts/tradein';
import type { FieldError } from '@remac/shared-contracts/validation';
import { tradeInMessageText } from '@remac/shared-contracts/validation';
import type { TradeInCatalog } from './tradein-catalog.js';

export interface ServerQuote {
  device: TradeInDeviceData;
  quote: Quote;
  validUntil: Date;
}

/** The server's quote: the shared function on the stored device and answers; nothing the client priced is used. */
export function serverQuote(
  catalog: TradeInCatalog,
  deviceId: string | null | undefined,
  answers: readonly ChosenAnswer[] | null | undefined,
  locale: string,
  now = new Date(),
): { result: ServerQuote | null; errors: FieldError[] } {
  const device = deviceId ? catalog.devices.get(String(deviceId)) : undefined;
  if (!device) return { result: null, errors: [{ field: 'deviceId', code: 'device', message: tradeInMessageText('device', locale) }] };
  const questions = device.questions.map((slug) => catalog.questions.get(slug)!).filter(Boolean);
  const { steps, problems } = stepsForAnswers(questions, answers ?? []);
  if (problems.length > 0) {
    return {
      result: null,
      errors: problems.map((p) => ({ field: `answers.${p.question}`, code: 'answers', message: tradeInMessageText('answers', locale) })),
    };
  }
  return {
    result: { device, quote: quotePrice(device.initialPrice, device.minimumPrice, steps), validUntil: quoteValidUntil(now) },
    errors: [],
  };
}
