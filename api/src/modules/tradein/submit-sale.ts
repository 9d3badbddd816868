import {
  saleRequestSchema,
  toTradeInFieldErrors,
  tradeInMessageText,
  tradeInNotice,
  type FieldError,
} from '@remac/shared-contracts/validation';
import type { GraphQLContext } from '../../server/graphql-context.js';
import type { SaleRequestInput } from '../../generated/graphql.js';
import { supportedPostalCodes } from '../forms/postal-codes.js';
import { kickOutbox } from '../checkout/outbox/outbox-runtime.js';
import { tradeInCatalog } from './tradein-catalog.js';
import { serverQuote } from './quote.js';
import { formActive } from './form-state.js';
import { recordRequest } from './record-request.js';
import { requestView } from './request-view.js';
import { admitConfirmation, confirmationLimited } from './confirmation-limit.js';

const schema = saleRequestSchema({ supportedPostalCodes });

/** submitSaleRequest: the shared schema on the seller's details, the server's quote on the answers. */
export async function submitSaleRequest(input: SaleRequestInput, ctx: GraphQLContext) {
  const failed = () => ({ status: 'FAILED' as const, notice: tradeInMessageText('requestFailed', ctx.locale), errors: [], request: null });
  try {
    if (!(await formActive(ctx, 'sale'))) {
      return { status: 'UNAVAILABLE' as const, notice: tradeInMessageText('saleUnavailable', ctx.locale), errors: [], request: null };
    }
    const { deviceId, answers, price: _ignoredClientPrice, ...details } = input;
    const parsed = schema.safeParse(details);
    const catalog = await tradeInCatalog(ctx.db, ctx.tenantId);
    const quoted = serverQuote(catalog, deviceId, answers, ctx.locale);
    const errors: FieldError[] = [...(parsed.success ? [] : toTradeInFieldErrors(parsed.error, ctx.locale)), ...quoted.errors];
    if (!parsed.success || !quoted.result) {
      return { status: 'INVALID' as const, notice: tradeInNotice(errors, ctx.locale), errors, request: null };
    }
    if (!(await admitConfirmation(ctx, parsed.data.email)).admitted) return confirmationLimited(ctx.locale);
    const { device, quote, validUntil } = quoted.result;
    const user = ctx.bearer ? await ctx.currentUser() : null;
    const { proposedPrice, email, ...rest } = parsed.data;
    const row = await ctx.db.transaction().execute((trx) =>
      recordRequest(
        trx,
        {
          tenant_id: ctx.tenantId,
          kind: 'sale',
          email,
          user_id: user?.id ?? null,
          locale: ctx.locale,
          device_id: Number(device.id),
          device_model: device.model,
          answers: JSON.stringify(answers ?? []),
          quote_cents: quote.price,
          quote_valid_until: validUntil,
          proposed_cents: proposedPrice ?? null,
          details: JSON.stringify({ ...rest, quoteSteps: quote.steps }),
        },
        { quoteCents: quote.price, validUntil },
      ),
    );
    kickOutbox();
    return {
      status: 'SUCCESS' as const,
      notice: tradeInMessageText('requestSent', ctx.locale),
      errors: [],
      request: await requestView(ctx.db, catalog, row, ctx.locale),
    };
  } catch (error) {
    console.error('tradein: sale request failed', error);
    return failed();
  }
}
