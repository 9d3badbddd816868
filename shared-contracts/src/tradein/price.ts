/** Price operations of spec §5; a device's answers map to these. */
export const priceOperations = ['multiply', 'divide', 'add', 'subtract'] as const;
export type PriceOperation = (typeof priceOperations)[number];

/**
 * One operation chosen by an answer. `value` is a factor for multiply and divide, and integer cents for add and
 * subtract (all money in the API is integer cents).
 */
export interface PriceStep {
  operation: PriceOperation;
  value: number;
  /** Where it came from, for the breakdown shown to the seller. */
  question?: string;
  answer?: string;
}

export interface QuoteStep extends PriceStep {
  /** Price in cents after this step, before the final rounding (may be fractional). */
  priceAfter: number;
}

export interface Quote {
  /** Final price in integer cents: whole euros, at least the minimum rule's value. */
  price: number;
  steps: QuoteStep[];
  /** True when the result fell below €1 and the minimum rule set the price. */
  minimumApplied: boolean;
}

const order: Record<PriceOperation, number> = { multiply: 0, divide: 1, add: 2, subtract: 3 };

/** One cent below which a result counts as "below 1" of spec §5 (1 euro = 100 cents). */
export const ONE_EURO_CENTS = 100;

function apply(price: number, step: PriceStep): number {
  switch (step.operation) {
    case 'multiply':
      return price * step.value;
    // Dividing by zero would give Infinity or NaN: such an answer leaves the price unchanged.
    case 'divide':
      return step.value === 0 ? price : price / step.value;
    case 'add':
      return price + step.value;
    case 'subtract':
      return price - step.value;
  }
}

/**
 * Trade-in quote of spec §5: the chosen operations sorted multiply, divide, add, subtract (stable, so operations of
 * one kind keep the answers' order) and applied in turn to the initial price. A result below €1 becomes the
 * minimum price, or €1 when there is none. Otherwise the result is rounded to the nearest whole euro (half up),
 * so the client and the server show and record the same number of integer cents.
 */
export function quotePrice(initialPrice: number, minimumPrice: number | null | undefined, chosen: readonly PriceStep[]): Quote {
  const sorted = chosen
    .map((step, index) => ({ step, index }))
    .sort((a, b) => order[a.step.operation] - order[b.step.operation] || a.index - b.index)
    .map(({ step }) => step);
  let price = initialPrice;
  const steps: QuoteStep[] = [];
  for (const step of sorted) {
    price = apply(price, step);
    steps.push({ ...step, priceAfter: price });
  }
  if (!Number.isFinite(price) || price < ONE_EURO_CENTS) {
    return { price: minimumPrice && minimumPrice > 0 ? minimumPrice : ONE_EURO_CENTS, steps, minimumApplied: true };
  }
  return { price: Math.round(price / 100) * 100, steps, minimumApplied: false };
}
