import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Localized } from '../../../db/types.js';
import { bankAccounts } from '../payment/bank-accounts.js';
import type { Locale } from '../../../lib/localize.js';
import { pickRequired } from '../../../lib/localize.js';
import type { CartLine } from '../cart/cart-view.js';
import type { CardDetails, PaymentProvider } from '../payment/payment-provider.js';
import { confirmationEmail } from '../outbox/confirmation-email.js';
import type { OrderInput } from './order-input.js';
import { OrderAbort } from './order-errors.js';
import { initialState } from './order-row.js';
import { freeOrderNumber } from './order-number.js';
import { paymentDueAt } from './payment-due.js';
import { newOrderNotice } from './order-notices.js';
import { queueShopNotice } from '../../notifications/shop-notice.js';
import { marginVatCents, orderTotals } from './totals.js';

export interface OrderDraft {
  tenantId: string;
  locale: Locale;
  userId: number | null;
  cartId: number;
  key: string;
  cartTokenHash: string;
  input: OrderInput;
  lines: CartLine[];
  shipmentCents: number;
  card: CardDetails | null;
  provider: PaymentProvider;
  /** Working days an order waiting for its money is held before it is canceled (0: held until the shop acts). */
  holdWorkingDays: number;
  /** Names of the chosen methods, for the confirmation e-mail. */
  paymentName: Localized;
  shippingName: Localized;
}

/**
 * Locks the variants in id order (no deadlocks), so concurrent orders for the last unit queue up here. Returns the
 * units each line took out of stock (a backorderable variant gives what it has), given back if the order is canceled.
 */
async function reserveStock(trx: Transaction<Database>, lines: CartLine[]): Promise<number[]> {
  const ids = [...new Set(lines.map((l) => l.variant_id))].sort((a, b) => a - b);
  const rows = await trx
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.total_on_hand', 'v.backorderable', 'v.status', 'p.status as product_status'])
    .where('v.id', 'in', ids)
    .orderBy('v.id')
    .forUpdate('v')
    .execute();
  for (const line of lines) {
    const row = rows.find((r) => r.id === line.variant_id);
    if (!row || row.status !== 'active' || row.product_status !== 'active')
      throw new OrderAbort('INSUFFICIENT_STOCK', String(line.variant_id));
    if (!row.backorderable && row.total_on_hand < line.quantity) throw new OrderAbort('INSUFFICIENT_STOCK', String(line.variant_id));
  }
  const onHand = new Map(rows.map((row) => [row.id, row.total_on_hand]));
  const taken = lines.map((line) => {
    const units = Math.min(line.quantity, Math.max(onHand.get(line.variant_id)!, 0));
    onHand.set(line.variant_id, onHand.get(line.variant_id)! - units);
    return units;
  });
  for (const line of lines) {
    await trx
      .updateTable('variants')
      .set({ total_on_hand: sql`greatest(total_on_hand - ${line.quantity}, 0)` })
      .where('id', '=', line.variant_id)
      .execute();
  }
  await sql`select refresh_product_stock(${[...new Set(lines.map((l) => l.product_id))]}::int[])`.execute(trx);
  return taken;
}

export async function recordOrder(db: Kysely<Database>, draft: OrderDraft) {
  const { input, lines } = draft;
  const totals = orderTotals(
    lines.map((l) => ({ unitCents: l.unit_cents, quantity: l.quantity })),
    draft.shipmentCents,
  );
  const state = initialState(input.paymentMethod);
  // 'pending': waiting for a bank transfer or IRIS payment, which may never come.
  const paymentDue = state === 'pending' ? paymentDueAt(new Date(), draft.holdWorkingDays) : null;
  return db.transaction().execute(async (trx) => {
    const taken = await reserveStock(trx, lines);
    const order = await trx
      .insertInto('orders')
      .values({
        tenant_id: draft.tenantId,
        public_id: randomBytes(18).toString('base64url'),
        idempotency_key: draft.key,
        number: await freeOrderNumber(trx),
        user_id: draft.userId,
        cart_token_hash: draft.cartTokenHash,
        state,
        payment_due_at: paymentDue,
        email: input.email,
        locale: draft.locale,
        billing: JSON.stringify(input.billing),
        shipping: JSON.stringify(input.shipToBilling ? input.billing : input.shipping),
        invoice: input.invoice ? JSON.stringify(input.invoice) : null,
        notes: input.notes ?? null,
        shipping_method: input.shippingMethod,
        payment_method: input.paymentMethod,
        installments: input.installments,
        subtotal_cents: totals.subtotal,
        shipment_cents: totals.shipment,
        tax_cents: totals.tax,
        total_cents: totals.total,
      })
      .returning(['id', 'number', 'public_id', 'created_at'])
      .executeTakeFirstOrThrow();
    if (draft.card) {
      const outcome = await draft.provider.charge({
        amountCents: totals.total,
        currency: 'EUR',
        installments: input.installments,
        card: draft.card,
        reference: order.number,
      });
      if (outcome.status === 'declined') throw new OrderAbort('PAYMENT_DECLINED');
      if (outcome.status === 'service-failure') throw new OrderAbort('PAYMENT_SERVICE_FAILED');
      if (outcome.status === 'invalid-details') throw new OrderAbort('PAYMENT_INVALID');
      await trx.updateTable('orders').set({ payment_reference: outcome.reference }).where('id', '=', order.id).execute();
    }
    await trx
      .insertInto('order_items')
      .values(
        lines.map((l, index) => ({
          order_id: order.id,
          variant_id: l.variant_id,
          product_id: l.product_id,
          sku: l.sku,
          name: JSON.stringify(l.name),
          label: draft.locale === 'el' ? l.label_el : l.label_en,
          quantity: l.quantity,
          stock_taken: taken[index]!,
          unit_cents: l.unit_cents,
          tax_cents: marginVatCents(l.unit_cents, l.quantity),
        })),
      )
      .execute();
    const address = input.shipToBilling ? input.billing : input.shipping!;
    const email = confirmationEmail(
      {
        number: order.number,
        publicId: order.public_id,
        createdAt: new Date(order.created_at),
        subtotalCents: totals.subtotal,
        shipmentCents: totals.shipment,
        totalCents: totals.total,
        paymentMethod: input.paymentMethod,
        paymentName: pickRequired(draft.paymentName, draft.locale),
        shippingMethod: input.shippingMethod,
        shippingName: pickRequired(draft.shippingName, draft.locale),
        address,
        bankAccounts:
          input.paymentMethod === 'bank-transfer'
            ? bankAccounts.map((b) => ({ bank: pickRequired(b.bank, draft.locale), holder: b.holder, iban: b.iban }))
            : [],
        member: draft.userId !== null,
        paymentDueAt: paymentDue,
        items: lines.map((l) => ({
          name: pickRequired(l.name, draft.locale),
          label: draft.locale === 'el' ? l.label_el : l.label_en,
          quantity: l.quantity,
          unitCents: l.unit_cents,
        })),
      },
      draft.locale,
    );
    await trx
      .insertInto('outbox')
      .values({ tenant_id: draft.tenantId, order_id: order.id, recipient: input.email, ...email })
      .execute();
    const notice = newOrderNotice({
      number: order.number,
      publicId: order.public_id,
      email: input.email,
      totalCents: totals.total,
      items: lines.map((l) => ({ name: pickRequired(l.name, 'el'), label: l.label_el, quantity: l.quantity, unitCents: l.unit_cents })),
      paymentName: pickRequired(draft.paymentName, 'el'),
      installments: input.installments,
      shippingName: pickRequired(draft.shippingName, 'el'),
      billing: input.billing,
      shipping: address,
      invoice: input.invoice ?? null,
      notes: input.notes ?? null,
      paymentDueAt: paymentDue,
    });
    await queueShopNotice(trx, draft.tenantId, notice, { orderId: order.id, replyTo: input.email });
    await trx.deleteFrom('carts').where('id', '=', draft.cartId).execute();
    return order.public_id;
  });
}
