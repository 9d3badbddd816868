import { athensDate, athensInstant, dayAfter, nextWorkingDay } from '@remac/shared-contracts/tradein';

/**
 * End of the hold of an order that waits for its money: midnight in Athens after the `workingDays`-th working day
 * (Monday to Friday, not a Greek public holiday) following the day it was placed. A Friday evening order held for
 * 3 working days is kept until Wednesday ends. `workingDays` 0 means the shop never cancels one by itself.
 */
export function paymentDueAt(placedAt: Date, workingDays: number): Date | null {
  if (workingDays <= 0) return null;
  let date = athensDate(placedAt);
  for (let counted = 0; counted < workingDays; counted += 1) date = nextWorkingDay(date);
  return athensInstant(dayAfter(date), '00:00');
}
