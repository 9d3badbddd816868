import type { Locale } from '../../lib/localize.js';
import type { GraphQLContext } from '../../server/graphql-context.js';
import { admit, type Admission } from '../accounts/throttle.js';

/**
 * Whoever holds a request's reference and e-mail may write to the shop on it, each message up to 2,000 characters,
 * stored and shown to staff. Messages count per request, under the counter row's lock so that parallel ones cannot
 * slip past; past the limit they are refused until the window ends (the shop's phone still works).
 */
export function admitMessage(ctx: GraphQLContext, requestId: number): Promise<Admission> {
  const { perRequest, windowSeconds } = ctx.config.messageLimit;
  return admit(
    ctx.db,
    ctx.tenantId,
    [{ scope: 'message-request', key: String(requestId), limit: perRequest, block: () => windowSeconds }],
    windowSeconds,
  );
}

export const messageLimitedText: Record<Locale, string> = {
  el: 'Πάρα πολλά μηνύματα σε αυτό το αίτημα. Δοκιμάστε ξανά αργότερα ή καλέστε μας.',
  en: 'Too many messages on this request. Please try again later or call us.',
};
