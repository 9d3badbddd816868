import { athensDate, athensInstant, isWorkingDay } from '@remac/shared-contracts/tradein';

const nextDate = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * End of the hold of an order that waits for its money: midnight in Athens after the `workingDays`-th working day
 * (a business day that is not a Greek public holiday) following the day it was placed. A Friday evening order held for 3 working days is
 * kept until Wednesday ends. `workingDays` 0 means the shop never cancels one by itself: no deadline.
 */
export function paymentDueAt(placedAt: Date, workingDays: number): Date | null {
  if (workingDays <= 0) return null;
  let date = athensDate(placedAt);
  for (let counted = 0; counted < workingDays;) {
    date = nextDate(date);
    if (isWorkingDay(date)) counted += 1;
  }
  return athensInstant(nextDate(date), '00:00');
}
