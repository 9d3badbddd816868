import { sql } from 'kysely';
import {
  repairBookingSchema,
  toTradeInFieldErrors,
  tradeInMessageText,
  tradeInNotice,
  type FieldError,
} from '@remac/shared-contracts/validation';
import { athensInstant, SLOT_CAPACITY } from '@remac/shared-contracts/tradein';
import type { GraphQLContext } from '../../server/graphql-context.js';
import type { RepairBookingInput } from '../../generated/graphql.js';
import { kickOutbox } from '../checkout/outbox/outbox-runtime.js';
import { tradeInCatalog } from './tradein-catalog.js';
import { formActive } from './form-state.js';
import { recordRequest } from './record-request.js';
import { requestView } from './request-view.js';
import { admitConfirmation, confirmationLimited } from './confirmation-limit.js';
import { admitRepairBooking, repairLimited, uncountRepairBooking } from './repair-limit.js';

class SlotTaken extends Error {}

/** bookRepair: the shared schema, known services, and a place in the slot taken atomically with the request. */
export async function bookRepair(input: RepairBookingInput, ctx: GraphQLContext) {
  // Set while this booking is counted against the connection but holds no place yet.
  let counted = false;
  try {
    if (!(await formActive(ctx, 'repair'))) {
      return { status: 'UNAVAILABLE' as const, notice: tradeInMessageText('repairUnavailable', ctx.locale), errors: [], request: null };
    }
    const parsed = repairBookingSchema().safeParse(input);
    const errors: FieldError[] = parsed.success ? [] : toTradeInFieldErrors(parsed.error, ctx.locale);
    const wanted = parsed.success ? [...new Set(parsed.data.services)] : [];
    const services =
      wanted.length === 0
        ? []
        : await ctx.db
            .selectFrom('repair_services')
            .selectAll()
            .where('tenant_id', '=', ctx.tenantId)
            .where('slug', 'in', wanted)
            .orderBy('sort_order')
            .execute();
    if (parsed.success && services.length !== wanted.length) {
      errors.push({ field: 'services', code: 'services', message: tradeInMessageText('services', ctx.locale) });
    }
    if (!parsed.success || errors.length > 0) {
      return { status: 'INVALID' as const, notice: tradeInNotice(errors, ctx.locale), errors, request: null };
    }
    const data = parsed.data;
    if (!(await admitRepairBooking(ctx)).admitted) return repairLimited(ctx.locale);
    counted = true;
    if (!(await admitConfirmation(ctx, data.email)).admitted) {
      counted = false;
      await uncountRepairBooking(ctx);
      return confirmationLimited(ctx.locale);
    }
    const startsAt = athensInstant(data.date, data.time);
    const user = ctx.bearer ? await ctx.currentUser() : null;
    const row = await ctx.db.transaction().execute(async (trx) => {
      // The upsert's update runs under the slot row's lock and only while a place is left: concurrent bookings of
      // the last place queue on the lock and all but one get no row back.
      const taken = await sql<{ booked: number }>`
        insert into repair_slot_bookings (tenant_id, starts_at, booked, capacity)
        values (${ctx.tenantId}, ${startsAt.toISOString()}, 1, ${SLOT_CAPACITY})
        on conflict (tenant_id, starts_at) do update set booked = repair_slot_bookings.booked + 1
        where repair_slot_bookings.booked < repair_slot_bookings.capacity
        returning booked`.execute(trx);
      if (taken.rows.length === 0) throw new SlotTaken();
      const { email, services: _slugs, device, ...rest } = data;
      return recordRequest(
        trx,
        {
          tenant_id: ctx.tenantId,
          kind: 'repair',
          email,
          user_id: user?.id ?? null,
          locale: ctx.locale,
          device_model: device ?? null,
          slot_starts_at: startsAt,
          services: JSON.stringify(services.map((s) => ({ slug: s.slug, name: s.name, priceCents: s.price_cents }))),
          details: JSON.stringify(rest),
        },
        { slot: startsAt },
      );
    });
    counted = false;
    kickOutbox();
    const catalog = await tradeInCatalog(ctx.db, ctx.tenantId);
    return {
      status: 'SUCCESS' as const,
      notice: tradeInMessageText('requestSent', ctx.locale),
      errors: [],
      request: await requestView(ctx.db, catalog, row, ctx.locale),
    };
  } catch (error) {
    if (counted) await uncountRepairBooking(ctx).catch(() => undefined);
    if (error instanceof SlotTaken) {
      const message = tradeInMessageText('slotTaken', ctx.locale);
      return { status: 'SLOT_TAKEN' as const, notice: message, errors: [{ field: 'time', code: 'slotTaken', message }], request: null };
    }
    console.error('tradein: repair booking failed', error);
    return { status: 'FAILED' as const, notice: tradeInMessageText('requestFailed', ctx.locale), errors: [], request: null };
  }
}
