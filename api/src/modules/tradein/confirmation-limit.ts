import type { Locale } from '../../lib/localize.js';
import type { GraphQLContext } from '../../server/graphql-context.js';
import { admit, type Admission } from '../accounts/throttle.js';

/**
 * Every recorded sale request or repair booking mails a confirmation to the address it names, so without a bound
 * anyone could flood a stranger's inbox through the shop. Valid requests count per recipient (however many
 * connections send them) and per client address (however many recipients one connection names); past either limit
 * the request is refused until the window ends. The counts are taken under the rows' locks, so parallel requests
 * cannot slip past.
 */
export function admitConfirmation(ctx: GraphQLContext, email: string): Promise<Admission> {
  const { perEmail, perAddress, windowSeconds } = ctx.config.confirmationLimit;
  const block = () => windowSeconds;
  return admit(
    ctx.db,
    ctx.tenantId,
    [
      { scope: 'confirm-email', key: email.trim().toLowerCase(), limit: perEmail, block },
      { scope: 'confirm-address', key: ctx.clientAddress, limit: perAddress, block },
    ],
    windowSeconds,
  );
}

export const confirmationLimitedText: Record<Locale, string> = {
  el: 'Πάρα πολλά αιτήματα για αυτό το e-mail ή από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.',
  en: 'Too many requests for this e-mail address or from your connection. Please try again later.',
};

/** The refusal as a submit result: on the e-mail field, so the form keeps everything typed and says why. */
export function confirmationLimited(locale: Locale) {
  const message = confirmationLimitedText[locale];
  return { status: 'INVALID' as const, notice: message, errors: [{ field: 'email', code: 'tooManyRequests', message }], request: null };
}
