/** Trade-in and repair constants (spec §9): shared by the API and the tradein remote. */

/** A quote is honoured for this many days after it is given. */
export const QUOTE_VALIDITY_DAYS = 14;

/** The business's clock: every slot is local time in Athens. */
export const BUSINESS_TIMEZONE = 'Europe/Athens';

/** ISO weekdays the workshop is open (1 = Monday … 5 = Friday). */
export const BUSINESS_DAYS: readonly number[] = [1, 2, 3, 4, 5];

/** Opening hours, local time, minutes after midnight: 10:00–18:00. */
export const OPENING_MINUTE = 10 * 60;
export const CLOSING_MINUTE = 18 * 60;

/** Length of a repair appointment slot in minutes (10:00, 11:00 … 17:00: eight slots a day). */
export const SLOT_MINUTES = 60;

/** Devices the workshop accepts per slot. */
export const SLOT_CAPACITY = 2;

/** How far ahead a repair can be booked, and the longest range one availability query may ask for. */
export const BOOKING_HORIZON_DAYS = 60;
export const MAX_SLOT_RANGE_DAYS = 31;

/** Minimum age of a seller (spec §3 sale request: birth date). */
export const MINIMUM_SELLER_AGE = 18;

/** Quote expiry from the moment it was given. */
export function quoteValidUntil(givenAt: Date): Date {
  return new Date(givenAt.getTime() + QUOTE_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
}
