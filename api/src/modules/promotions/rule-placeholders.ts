import type { GraphQLContext } from '../../server/graphql-context.js';
import { fillRuleTexts, maxInterestFreeInstallments, ruleTexts } from '../checkout/shop-rules/rule-texts.js';

const perRequest = new WeakMap<GraphQLContext, Promise<(text: string) => string>>();

/**
 * Promotion texts name shop rules as `{{freeShippingFrom}}` and the like, filled from the rules checkout charges,
 * so a promotion can never promise other terms. One look-up per request.
 */
export function ruleTextsFor(ctx: GraphQLContext): Promise<(text: string) => string> {
  let filler = perRequest.get(ctx);
  if (!filler) {
    filler = maxInterestFreeInstallments(ctx.db, ctx.tenantId).then((max) => {
      const texts = ruleTexts(ctx.locale, max);
      return (text: string) => fillRuleTexts(text, texts);
    });
    perRequest.set(ctx, filler);
  }
  return filler;
}
