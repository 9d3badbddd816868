import { athensDate, athensInstant, isWorkingDay, nextWorkingDay } from '@remac/shared-contracts/tradein';
import type { Locale } from '../../../lib/localize.js';
import { athensDayText } from '../../../lib/athens-day.js';
import { SAME_DAY_CUTOFF } from './zones.js';

// Greek keeps the article's final ν before a vowel or a stop: "την Τρίτη", but "τη Δευτέρα".
const greekOnDay = (day: string) => `${/^[αάεέηήιίοόυύωώκπτξψ]/i.test(day) ? 'την' : 'τη'} ${day}`;

/**
 * The Athens date a same-day order placed at `now` arrives: today when it is a working day before the cut-off,
 * otherwise the next working day (the shipping page's rule).
 */
export function sameDayArrival(now: Date): string {
  const today = athensDate(now);
  return isWorkingDay(today) && now < athensInstant(today, SAME_DAY_CUTOFF) ? today : nextWorkingDay(today);
}

/**
 * What the checkout says under same-day delivery: the day an order placed now arrives, so that no one pays for
 * "same-day" on a Saturday evening believing it comes that evening.
 */
export function sameDayDescription(now: Date, locale: Locale): string {
  const arrival = sameDayArrival(now);
  if (arrival === athensDate(now))
    return locale === 'el'
      ? `Παραγγείλτε τώρα και την παραλαμβάνετε σήμερα (για παραγγελίες έως τις ${SAME_DAY_CUTOFF} τις εργάσιμες).`
      : `Order now and it arrives today (for orders by ${SAME_DAY_CUTOFF} on working days).`;
  const day = athensDayText(athensInstant(arrival, '12:00'), locale);
  return locale === 'el'
    ? `Παραγγείλτε τώρα και την παραλαμβάνετε ${greekOnDay(day)}: μετά τις ${SAME_DAY_CUTOFF}, τα Σαββατοκύριακα και τις αργίες η παράδοση γίνεται την επόμενη εργάσιμη.`
    : `Order now and it arrives on ${day}: after ${SAME_DAY_CUTOFF}, at weekends and on holidays it comes the next working day.`;
}
