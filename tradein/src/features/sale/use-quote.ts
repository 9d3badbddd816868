import { quotePrice, stepsForAnswers, type Quote } from '@remac/shared-contracts/tradein';
import type { TradeInCatalogFile, TradeInDeviceData } from '@remac/shared-contracts/tradein';
import { deviceQuestions } from '../../lib/devices/catalog-lookup';
import type { WizardState } from './wizard-state';

export interface LiveQuote {
  quote: Quote;
  /** Every question of the device has an answer. */
  complete: boolean;
}

/** The quote of the answers given so far, with the shared function the API records its quote with (spec §5). */
export function liveQuote(file: TradeInCatalogFile, device: TradeInDeviceData, state: WizardState): LiveQuote {
  const questions = deviceQuestions(file, device);
  const chosen = state.answers.filter((answer) => questions.some((question) => question.slug === answer.question));
  const { steps, problems } = stepsForAnswers(questions, chosen);
  return { quote: quotePrice(device.initialPrice, device.minimumPrice, steps), complete: problems.length === 0 };
}
