import type { PriceStep } from './price.js';
import type { TradeInQuestionData } from './catalog-file.js';

export interface ChosenAnswer {
  question: string;
  answer: string;
}

export type AnswerProblem = { question: string; code: 'unknownQuestion' | 'unknownAnswer' | 'missing' | 'duplicate' };

/**
 * Turns the seller's answers (question slug → answer slug) into price steps. Every question of the device must
 * be answered exactly once; an answer to a question the device does not ask is a problem too.
 */
export function stepsForAnswers(
  questions: readonly TradeInQuestionData[],
  chosen: readonly ChosenAnswer[],
): { steps: PriceStep[]; problems: AnswerProblem[] } {
  const bySlug = new Map(questions.map((q) => [q.slug, q]));
  const seen = new Set<string>();
  const steps: PriceStep[] = [];
  const problems: AnswerProblem[] = [];
  for (const { question, answer } of chosen) {
    const q = bySlug.get(question);
    if (!q) {
      problems.push({ question, code: 'unknownQuestion' });
      continue;
    }
    if (seen.has(question)) {
      problems.push({ question, code: 'duplicate' });
      continue;
    }
    seen.add(question);
    const a = q.answers.find((item) => item.slug === answer);
    if (!a) {
      problems.push({ question, code: 'unknownAnswer' });
      continue;
    }
    steps.push({ operation: a.operation, value: a.value, question, answer });
  }
  for (const q of questions) if (!seen.has(q.slug)) problems.push({ question: q.slug, code: 'missing' });
  return { steps, problems };
}
