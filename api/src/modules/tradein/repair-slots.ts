import { athensInstant, availableSlots, datesBetween, MAX_SLOT_RANGE_DAYS, slotKey, slotTimes } from '@remac/shared-contracts/tradein';
import type { GraphQLContext } from '../../server/graphql-context.js';
import { badInput } from '../../lib/errors.js';

/** repairSlots(from, to): the shared availability rule on the booked counts stored per slot. */
export async function repairSlots(from: string, to: string, ctx: GraphQLContext) {
  const dates = datesBetween(from, to);
  if (dates.length === 0) throw badInput('from and to must be dates (YYYY-MM-DD), from not after to', 'from');
  if (dates.length > MAX_SLOT_RANGE_DAYS) throw badInput(`At most ${MAX_SLOT_RANGE_DAYS} days at a time`, 'to');
  const first = athensInstant(dates[0]!, slotTimes[0]!);
  const last = athensInstant(dates[dates.length - 1]!, slotTimes[slotTimes.length - 1]!);
  const rows = await ctx.db
    .selectFrom('repair_slot_bookings')
    .select(['starts_at', 'booked'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('starts_at', '>=', first)
    .where('starts_at', '<=', last)
    .execute();
  const byInstant = new Map(rows.map((r) => [new Date(r.starts_at).getTime(), r.booked]));
  const booked = new Map<string, number>();
  for (const date of dates) {
    for (const time of slotTimes) {
      const count = byInstant.get(athensInstant(date, time).getTime());
      if (count) booked.set(slotKey(date, time), count);
    }
  }
  return availableSlots({ from: dates[0]!, to: dates[dates.length - 1]!, now: new Date(), booked });
}
