import type { FormFieldDefinition } from '../../db/types.js';
import type { Locale } from '../../lib/localize.js';
import type { GraphQLContext } from '../../server/graphql-context.js';
import { admit, type Admission } from '../accounts/throttle.js';

/**
 * Every valid contact or newsletter submission is stored for the shop to read, so without a bound one connection
 * could fill the database (a contact message holds up to 5,000 characters) and bury real messages. Valid
 * submissions count per client address, under the counter row's lock so that parallel ones cannot slip past;
 * past the limit they are refused until the window ends. Invalid ones store nothing and are not counted.
 */
export function admitSubmission(ctx: GraphQLContext): Promise<Admission> {
  const { perAddress, windowSeconds } = ctx.config.formLimit;
  return admit(
    ctx.db,
    ctx.tenantId,
    [{ scope: 'form-address', key: ctx.clientAddress, limit: perAddress, block: () => windowSeconds }],
    windowSeconds,
  );
}

export const submissionLimitedText: Record<Locale, string> = {
  el: 'Πάρα πολλές υποβολές από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα.',
  en: 'Too many submissions from your connection. Please try again later.',
};

/** The refusal as a submit result: on the form's e-mail field where it has one, so the form keeps what was typed. */
export function submissionLimited(locale: Locale, fields: FormFieldDefinition[]) {
  const message = submissionLimitedText[locale];
  const email = fields.find((field) => field.kind === 'email');
  return {
    status: 'INVALID' as const,
    notice: message,
    errors: email ? [{ field: email.name, code: 'tooManyRequests', message }] : [],
    messages: [message],
  };
}
