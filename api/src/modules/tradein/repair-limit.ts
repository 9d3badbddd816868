import type { Locale } from '../../lib/localize.js';
import type { GraphQLContext } from '../../server/graphql-context.js';
import { admit, uncount, type Admission, type Gate } from '../accounts/throttle.js';

/**
 * Each booking holds one of the workshop's places (two devices an hour, eight hours a weekday) until its day, and
 * nobody at the shop cancels bookings through the site, so without a bound one connection could take the whole
 * calendar ahead within hours and turn real customers away. Bookings count per client address, a day at a time
 * (6 by default: a household or an office books one or two); the refusal points to the phone.
 */
function repairGate(ctx: GraphQLContext): Gate {
  const { perAddress, windowSeconds } = ctx.config.repairLimit;
  return { scope: 'repair-address', key: ctx.clientAddress, limit: perAddress, block: () => windowSeconds };
}

export function admitRepairBooking(ctx: GraphQLContext): Promise<Admission> {
  return admit(ctx.db, ctx.tenantId, [repairGate(ctx)], ctx.config.repairLimit.windowSeconds);
}

/** A booking that took no place after all (the slot filled, the mail limit refused it) does not count. */
export function uncountRepairBooking(ctx: GraphQLContext): Promise<void> {
  return uncount(ctx.db, ctx.tenantId, repairGate(ctx));
}

export const repairLimitedText: Record<Locale, string> = {
  el: 'Πάρα πολλές κρατήσεις ραντεβού από τη σύνδεσή σας. Δοκιμάστε ξανά αργότερα ή καλέστε μας.',
  en: 'Too many repair bookings from your connection. Please try again later or call us.',
};

/** The refusal as a submit result: a form-level notice (no field is wrong), so the form keeps everything typed. */
export function repairLimited(locale: Locale) {
  return { status: 'INVALID' as const, notice: repairLimitedText[locale], errors: [], request: null };
}
