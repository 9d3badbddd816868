import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.js';
import { SLOT_CAPACITY, SLOT_MINUTES } from '@remac/shared-contracts/tradein';
import { requiredText, toTradeInFieldErrors, tradeInMessageText, tradeInNotice } from '@remac/shared-contracts/validation';
import { pickRequired } from '../../lib/localize.js';
import { money } from '../../lib/money.js';
import { devicesPath, tradeInCatalog } from './tradein-catalog.js';
import { categoriesView, deviceView } from './device-view.js';
import { serverQuote } from './quote.js';
import { submitSaleRequest } from './submit-sale.js';
import { bookRepair } from './book-repair.js';
import { repairSlots } from './repair-slots.js';
import { openRequest } from './request-access.js';
import { requestView } from './request-view.js';
import { admitMessage, messageLimitedText } from './message-limit.js';
import { customerMessageNotice } from './request-notice.js';
import { queueShopNotice } from '../notifications/shop-notice.js';
import { kickOutbox } from '../checkout/outbox/outbox-runtime.js';

const messageBody = requiredText({ max: 2000 });

export const tradeInQueries: Pick<
  QueryResolvers,
  | 'tradeInCatalog'
  | 'tradeInCategories'
  | 'tradeInDevice'
  | 'tradeInQuote'
  | 'repairServices'
  | 'repairSlots'
  | 'tradeInRequest'
  | 'myTradeInRequests'
> = {
  tradeInCatalog: async (_, __, ctx) => {
    const catalog = await tradeInCatalog(ctx.db, ctx.tenantId);
    return {
      devicesUrl: devicesPath(ctx.tenantId, catalog.hash),
      version: catalog.hash,
      quoteValidityDays: catalog.file.quoteValidityDays,
      slotCapacity: SLOT_CAPACITY,
      slotMinutes: SLOT_MINUTES,
    };
  },
  tradeInCategories: async (_, __, ctx) => categoriesView(await tradeInCatalog(ctx.db, ctx.tenantId), ctx.locale),
  tradeInDevice: async (_, { id }, ctx) => {
    const catalog = await tradeInCatalog(ctx.db, ctx.tenantId);
    const device = catalog.devices.get(id);
    return device ? deviceView(catalog, device, ctx.locale) : null;
  },
  tradeInQuote: async (_, { input }, ctx) => {
    const catalog = await tradeInCatalog(ctx.db, ctx.tenantId);
    const { result, errors } = serverQuote(catalog, input.deviceId, input.answers, ctx.locale);
    if (!result) return { quote: null, errors };
    return {
      errors: [],
      quote: {
        device: deviceView(catalog, result.device, ctx.locale),
        price: money(result.quote.price, ctx.locale),
        minimumApplied: result.quote.minimumApplied,
        steps: result.quote.steps.map((s) => ({
          question: s.question ?? '',
          answer: s.answer ?? '',
          operation: s.operation,
          value: s.value,
          priceAfter: s.priceAfter,
        })),
        validUntil: result.validUntil.toISOString(),
      },
    };
  },
  repairServices: async (_, __, ctx) => {
    const rows = await ctx.db
      .selectFrom('repair_services')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('sort_order')
      .execute();
    return rows.map((s) => ({
      slug: s.slug,
      name: pickRequired(s.name, ctx.locale),
      description: pickRequired(s.description, ctx.locale),
      price: money(s.price_cents, ctx.locale),
      priceFrom: s.price_from,
    }));
  },
  repairSlots: (_, { from, to }, ctx) => repairSlots(from, to, ctx),
  tradeInRequest: async (_, { reference, email }, ctx) => {
    const row = await openRequest(ctx, reference, email);
    return row ? requestView(ctx.db, await tradeInCatalog(ctx.db, ctx.tenantId), row, ctx.locale) : null;
  },
  myTradeInRequests: async (_, __, ctx) => {
    const user = ctx.bearer ? await ctx.currentUser() : null;
    if (!user) return [];
    const rows = await ctx.db
      .selectFrom('tradein_requests')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    const catalog = await tradeInCatalog(ctx.db, ctx.tenantId);
    return Promise.all(rows.map((row) => requestView(ctx.db, catalog, row, ctx.locale)));
  },
};

export const tradeInMutations: Pick<MutationResolvers, 'submitSaleRequest' | 'bookRepair' | 'addTradeInMessage'> = {
  submitSaleRequest: (_, { input }, ctx) => submitSaleRequest(input, ctx),
  bookRepair: (_, { input }, ctx) => bookRepair(input, ctx),
  addTradeInMessage: async (_, { input }, ctx) => {
    const row = await openRequest(ctx, input.reference, input.email);
    if (!row) {
      const message = tradeInMessageText('requestFailed', ctx.locale);
      return { status: 'FAILED', notice: message, errors: [{ field: 'reference', code: 'requestFailed', message }], request: null };
    }
    const body = messageBody.safeParse(input.body);
    if (!body.success) {
      const errors = toTradeInFieldErrors(body.error, ctx.locale).map((e) => ({ ...e, field: 'body' }));
      return { status: 'INVALID', notice: tradeInNotice(errors, ctx.locale), errors, request: null };
    }
    let replyTo: number | null = null;
    if (input.replyTo != null) {
      const parent = /^\d{1,9}$/.test(input.replyTo)
        ? await ctx.db
            .selectFrom('tradein_request_messages')
            .select('id')
            .where('id', '=', Number(input.replyTo))
            .where('request_id', '=', row.id)
            .executeTakeFirst()
        : undefined;
      if (!parent) {
        const message = tradeInMessageText('invalidValue', ctx.locale);
        return { status: 'INVALID', notice: message, errors: [{ field: 'replyTo', code: 'invalidValue', message }], request: null };
      }
      replyTo = parent.id;
    }
    if (!(await admitMessage(ctx, row.id)).admitted) {
      const message = messageLimitedText[ctx.locale];
      return { status: 'INVALID', notice: message, errors: [{ field: 'body', code: 'tooManyRequests', message }], request: null };
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tradein_request_messages')
        .values({ request_id: row.id, reply_to: replyTo, author: 'customer', body: body.data })
        .execute();
      await queueShopNotice(trx, row.tenant_id, customerMessageNotice(row, body.data), { replyTo: row.email });
    });
    kickOutbox();
    return {
      status: 'SUCCESS',
      notice: tradeInMessageText('messageSent', ctx.locale),
      errors: [],
      request: await requestView(ctx.db, await tradeInCatalog(ctx.db, ctx.tenantId), row, ctx.locale),
    };
  },
};
