import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { releaseUnpaidOrders } from '../../src/modules/checkout/orders/release-unpaid.js';
import { sweep } from '../../src/modules/housekeeping/sweep.js';
import { loadConfig } from '../../src/config/config.js';
import { inProcessShop } from '../support/in-process-shop.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDatabase } from '../support/seeded-database.js';

const RECEIPT = `query ($id: ID!) { order(id: $id) { number state outcome nextSteps bankTransfer { reference } } }`;

/**
 * An order waiting for a bank transfer or IRIS payment holds its units for 3 working days; then housekeeping cancels
 * it, puts the units back on sale and tells the buyer. Runs the schema in process on its own database, so that the
 * test can move the clock (the sweep's `now`) and read what was stored.
 */
describe('Unpaid orders give their stock back when their hold ends', onItsOwnDatabase, () => {
  const db = seededDatabase();
  const config = loadConfig({});

  const { run, freshVariant, order } = inProcessShop(db);

  const onHand = async (variantId: number) =>
    (await db.selectFrom('variants').select('total_on_hand').where('id', '=', variantId).executeTakeFirstOrThrow()).total_on_hand;
  const stored = (publicId: string) =>
    db.selectFrom('orders').select(['id', 'state', 'payment_due_at']).where('public_id', '=', publicId).executeTakeFirstOrThrow();
  const mailsOf = async (publicId: string) =>
    db
      .selectFrom('outbox')
      .select(['recipient', 'reply_to', 'subject', 'body', 'html'])
      .where('order_id', '=', (await stored(publicId)).id)
      .orderBy('id')
      .execute();

  it('cancels a bank transfer not paid by the end of its third working day, gives its units back and tells the buyer', async () => {
    const variant = await freshVariant(3);
    const placedAt = new Date();
    const unpaid = await order(variant, 2, 'bank-transfer');
    assert.equal(await onHand(variant), 1, 'the order holds its units');

    const { payment_due_at: dueAt } = await stored(unpaid.id);
    assert.ok(dueAt instanceof Date);
    const days = (dueAt.getTime() - placedAt.getTime()) / 86_400_000;
    assert.ok(days > 3 && days < 6, `held 3 working days (a weekend at most in between): ${days.toFixed(2)} days`);
    const lastDay = new Intl.DateTimeFormat('en-IE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Athens' }).format(
      new Date(dueAt.getTime() - 1),
    );
    const before = (await run(RECEIPT, { id: unpaid.id })).order;
    assert.match(before.nextSteps[0], new RegExp(`We hold your order until the end of ${lastDay} \\(then it is cancelled\\)`));
    assert.equal(before.bankTransfer.reference, unpaid.number);

    assert.equal(await releaseUnpaidOrders(db, new Date(dueAt.getTime() - 1000)), 0, 'not before its hold ends');
    assert.equal((await stored(unpaid.id)).state, 'pending');

    const [first, second] = await Promise.all([
      releaseUnpaidOrders(db, new Date(dueAt.getTime() + 1000)),
      releaseUnpaidOrders(db, new Date(dueAt.getTime() + 1000)),
    ]);
    assert.equal(first + second, 1, 'two sweeps at once cancel it once');
    assert.equal(await onHand(variant), 3, 'its two units are on sale again, once');
    assert.equal((await stored(unpaid.id)).state, 'canceled');

    const after = (await run(RECEIPT, { id: unpaid.id })).order;
    assert.deepEqual([after.state, after.outcome, after.nextSteps, after.bankTransfer], ['canceled', 'FAILED', [], null]);

    const [confirmation, placedNotice, cancellation, canceledNotice] = await mailsOf(unpaid.id);
    assert.match(confirmation!.subject, /^Order confirmation /);
    assert.equal(cancellation!.recipient, confirmation!.recipient);
    // The shop hears of both, in Greek; answering a notice writes to the buyer.
    assert.deepEqual(
      [placedNotice, canceledNotice].map((notice) => [notice!.recipient, notice!.reply_to]),
      Array(2).fill(['info@remac.gr', confirmation!.recipient]),
    );
    assert.match(placedNotice!.subject, new RegExp(`^Νέα παραγγελία ${unpaid.number}: [\\d.,]+\\s€, Τραπεζική κατάθεση$`));
    assert.match(placedNotice!.body, /^Πληρωμή έως: .+ \(μετά ακυρώνεται αυτόματα\)$/m);
    assert.match(placedNotice!.body, /^2 × /m);
    assert.equal(canceledNotice!.subject, `Ακυρώθηκε απλήρωτη παραγγελία ${unpaid.number}`);
    assert.equal(cancellation!.subject, `Order cancelled ${unpaid.number}`);
    assert.match(cancellation!.body, new RegExp(`We did not receive the payment of €[\\d,.]+ for your order ${unpaid.number} in time`));
    assert.match(cancellation!.body, /If you have already paid, reply to this e-mail or call us/);
    assert.match(cancellation!.html!, /<html lang="en">/);
  });

  it('keeps an order the shop marked paid, and orders paid or paid on delivery have no deadline', async () => {
    const iris = await order(await freshVariant(2), 1, 'iris');
    const card = await order(await freshVariant(2), 1, 'card');
    const cash = await order(await freshVariant(2), 1, 'cash-on-delivery');
    assert.ok((await stored(iris.id)).payment_due_at instanceof Date);
    assert.deepEqual([(await stored(card.id)).payment_due_at, (await stored(cash.id)).payment_due_at], [null, null]);

    await db.updateTable('orders').set({ state: 'processing' }).where('public_id', '=', iris.id).execute();
    await releaseUnpaidOrders(db, new Date(Date.now() + 30 * 86_400_000));
    assert.deepEqual(await Promise.all([iris, card, cash].map(async (o) => (await stored(o.id)).state)), [
      'processing',
      'completed',
      'processing',
    ]);
  });

  it('gives back only the units a backorderable variant had, and writes to the buyer in the order language', async () => {
    const variant = await freshVariant(1, true);
    const unpaid = await order(variant, 3, 'bank-transfer', 'el');
    assert.equal(await onHand(variant), 0);
    const counts = await sweep(db, { ...config });
    assert.equal(counts.unpaidOrders, 0, 'the hourly sweep leaves an order within its hold');
    await db
      .updateTable('orders')
      .set({ payment_due_at: sql<Date>`now() - interval '1 minute'` })
      .where('public_id', '=', unpaid.id)
      .execute();
    assert.equal((await sweep(db, { ...config })).unpaidOrders, 1, 'the hourly sweep cancels it once its hold has ended');
    assert.equal(await onHand(variant), 1, 'one unit was taken, one given back');
    const cancellation = (await mailsOf(unpaid.id)).findLast((mail) => mail.recipient !== 'info@remac.gr')!;
    assert.equal(cancellation.subject, `Ακύρωση παραγγελίας ${unpaid.number}`);
    assert.match(cancellation.body, /Αν έχετε ήδη πληρώσει/);
    assert.match(cancellation.body, new RegExp(`/receipt/${unpaid.id}`));
  });
});
