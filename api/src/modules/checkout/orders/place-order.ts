import type { FieldError } from '@remac/shared-contracts/validation';
import type { MutationPlaceOrderArgs, MutationResolvers, PlaceOrderStatus, ResolversTypes } from '../../../generated/graphql.js';

type PlaceOrderResult = ResolversTypes['PlaceOrderResult'];
import type { GraphQLContext } from '../../../server/graphql-context.js';
import { checkoutText } from '../checkout-texts.js';
import { checkoutPlan } from '../checkout-plan.js';
import { reasonText } from '../payment/payment-reasons.js';
import { cartLines, findCart } from '../cart/cart-store.js';
import { subtotalOf } from '../cart/cart-view.js';
import { sandboxProvider } from '../payment/sandbox-provider.js';
import { kickOutbox } from '../outbox/outbox-runtime.js';
import { checkCard } from './card-check.js';
import { cardErrorText } from './card-texts.js';
import { parseOrderInput, type OrderInput } from './order-input.js';
import { orderByKey, orderByPublicId } from './order-queries.js';
import { cartTokenHash, keyUsedText, sameScope, type KeyScope } from './order-key.js';
import { isUniqueViolation, OrderAbort } from './order-errors.js';
import { recordOrder } from './record-order.js';
import { admitOrder, orderLimitedText, uncountOrder } from './order-limit.js';

type Input = MutationPlaceOrderArgs['input'];

function answer(status: PlaceOrderStatus, ctx: GraphQLContext, errors: FieldError[] = []): PlaceOrderResult {
  const notice = status === 'PLACED' ? null : checkoutText(status === 'INVALID' ? 'INVALID' : status, ctx.locale);
  return { status, order: null, errors, notice };
}

/** The order already placed with this key: its answer again for the same cart and member, a refusal for anyone else. */
async function replayOf(key: string, scope: KeyScope, ctx: GraphQLContext): Promise<PlaceOrderResult | null> {
  const existing = await orderByKey(ctx.db, ctx.tenantId, key);
  if (!existing) return null;
  if (sameScope(existing, scope)) return { status: 'PLACED', order: existing, errors: [], notice: null };
  const notice = keyUsedText(ctx.locale);
  return { status: 'INVALID', order: null, errors: [{ field: 'idempotencyKey', code: 'invalidValue', message: notice }], notice };
}

async function place(raw: Input, ctx: GraphQLContext): Promise<PlaceOrderResult> {
  const key = raw.idempotencyKey.trim();
  if (!key || key.length > 100)
    return answer('INVALID', ctx, [{ field: 'idempotencyKey', code: 'invalidValue', message: checkoutText('ERROR', ctx.locale) }]);
  const parsed = parseOrderInput(raw as Record<string, unknown>, ctx.locale);
  if ('errors' in parsed) return answer('INVALID', ctx, parsed.errors);
  const { input } = parsed;
  // Read before the transaction: PGlite has one connection, a second query from inside would wait forever.
  const userId = (await ctx.currentUser())?.id ?? null;
  const scope: KeyScope = { cartTokenHash: cartTokenHash(raw.cartToken), userId };
  const replay = await replayOf(key, scope, ctx);
  if (replay) return replay;
  const outcome = await placeNew(raw, input, key, scope, userId, ctx);
  if (outcome.status === 'PLACED') return outcome;
  // A request with the same key (a double click) may have placed the order meanwhile and emptied the cart
  // this one then found empty or out of stock: it is answered with that order, not with a refusal.
  return (await replayOf(key, scope, ctx)) ?? outcome;
}

async function placeNew(
  raw: Input,
  input: OrderInput,
  key: string,
  scope: KeyScope,
  userId: number | null,
  ctx: GraphQLContext,
): Promise<PlaceOrderResult> {
  const cart = await findCart(ctx.db, ctx.tenantId, raw.cartToken);
  const lines = cart ? await cartLines(ctx.db, cart.id) : [];
  if (!cart || !lines.length)
    return answer('ERROR', ctx, [{ field: 'cartToken', code: 'cartEmpty', message: checkoutText('NOT_AVAILABLE', ctx.locale) }]);
  const address = input.shipToBilling ? input.billing : input.shipping!;
  const plan = await checkoutPlan(ctx, subtotalOf(lines), address.postalCode, input.shippingMethod);
  if (!plan.shippingMethods.length) return answer('NO_SHIPPING_METHODS', ctx);
  if (!plan.chosen)
    return answer('INVALID', ctx, [
      { field: 'shippingMethod', code: 'invalidValue', message: checkoutText('NO_SHIPPING_METHODS', ctx.locale) },
    ]);
  if (!plan.paymentMethods.some((m) => !m.unavailable)) return answer('NO_PAYMENT_METHODS', ctx);
  const method = plan.paymentMethods.find((m) => m.code === input.paymentMethod);
  if (!method)
    return answer('INVALID', ctx, [
      { field: 'paymentMethod', code: 'invalidValue', message: checkoutText('NO_PAYMENT_METHODS', ctx.locale) },
    ]);
  // The same rule checkout shows: a method offered disabled (e.g. cash above the legal limit) is refused here too.
  if (method.unavailable) {
    const reason = reasonText(method.unavailable, ctx.locale);
    return {
      status: 'INVALID',
      order: null,
      errors: [{ field: 'paymentMethod', code: method.unavailable.code, message: reason }],
      notice: reason,
    };
  }
  if (input.installments > 1 && !method.plans.some((p) => p.length === input.installments)) {
    return answer('INVALID', ctx, [{ field: 'installments', code: 'invalidValue', message: checkoutText('PAYMENT_INVALID', ctx.locale) }]);
  }
  let card = null;
  if (method.card) {
    const checked = checkCard(raw.card ?? {});
    if ('errors' in checked) {
      return answer(
        'PAYMENT_INVALID',
        ctx,
        Object.entries(checked.errors).map(([field, code]) => ({ field: `card.${field}`, code, message: cardErrorText(code, ctx.locale) })),
      );
    }
    card = checked.card;
  }
  if (!(await admitOrder(ctx, input.email)).admitted) {
    const message = orderLimitedText[ctx.locale];
    return { status: 'INVALID', order: null, errors: [{ field: 'email', code: 'tooManyRequests', message }], notice: message };
  }
  try {
    const publicId = await recordOrder(ctx.db, {
      tenantId: ctx.tenantId,
      locale: ctx.locale,
      userId,
      cartId: cart.id,
      key,
      cartTokenHash: scope.cartTokenHash,
      input,
      lines,
      shipmentCents: plan.shipmentCents,
      card,
      provider: sandboxProvider,
      holdWorkingDays: ctx.config.unpaidHoldWorkingDays,
      paymentName: method.name,
      shippingName: plan.chosen.name,
    });
    kickOutbox();
    return { status: 'PLACED', order: await orderByPublicId(ctx.db, ctx.tenantId, publicId), errors: [], notice: null };
  } catch (error) {
    // Not recorded: counted only if a card was refused (trying card after card is what the count should bound).
    const cardRefused = error instanceof OrderAbort && (error.status === 'PAYMENT_DECLINED' || error.status === 'PAYMENT_INVALID');
    if (!cardRefused) await uncountOrder(ctx, input.email).catch(() => undefined);
    if (error instanceof OrderAbort) {
      const message = checkoutText(error.status, ctx.locale);
      return answer(error.status, ctx, error.field ? [{ field: `items.${error.field}`, code: error.status, message }] : []);
    }
    if (!isUniqueViolation(error)) console.error('checkout: order failed', error);
    return answer('ERROR', ctx);
  }
}

export const orderMutations: Pick<MutationResolvers, 'placeOrder'> = {
  placeOrder: (_, { input }, ctx) => place(input, ctx),
};
