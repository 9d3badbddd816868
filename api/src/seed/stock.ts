import type { Random } from './random.js';

/** Stock profile of one product: ~15% sold out, ~10% out of stock but backorderable, the rest 1–5 per variant. */
export function stockFor(random: Random) {
  const roll = random.next();
  const soldOut = roll < 0.15;
  const backorder = roll >= 0.15 && roll < 0.25;
  return {
    backorderable: backorder,
    onHand: () => (soldOut || backorder ? 0 : random.chance(0.2) ? 0 : random.int(1, 5)),
  };
}

/** Sale discount rate for ~30% of products. */
export function saleFor(random: Random): number | null {
  return random.chance(0.3) ? random.pick([0.05, 0.08, 0.1, 0.12, 0.15]) : null;
}
