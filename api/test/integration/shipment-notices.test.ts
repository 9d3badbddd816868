import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { notifyShippedParcels } from '../../src/modules/checkout/orders/shipment-notices.js';
import { notifyOrdersReadyToCollect } from '../../src/modules/checkout/orders/pickup-ready-notices.js';
import { inProcessShop } from '../support/in-process-shop.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDatabase } from '../support/seeded-database.js';

/** The shop marks a parcel shipped (no back office: by hand); the buyer is mailed its tracking number once. */
describe('A buyer hears when their parcel leaves the shop', onItsOwnDatabase, () => {
  const db = seededDatabase();
  const { freshVariant, order } = inProcessShop(db);

  const orderRow = (number: string) =>
    db.selectFrom('orders').select(['id', 'email', 'public_id']).where('number', '=', number).executeTakeFirstOrThrow();
  const mailsAbout = (orderId: number) =>
    db.selectFrom('outbox').select(['recipient', 'subject', 'body', 'html']).where('order_id', '=', orderId).orderBy('id').execute();
  const ship = (orderId: number, parcel: { state: string; tracking_number?: string; tracking_url?: string }) =>
    db
      .insertInto('order_shipments')
      .values({ order_id: orderId, carrier: 'ACS', ...parcel })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('mails the tracking number and link in the order language once the parcel is shipped, and only once', async () => {
    const placed = await order(await freshVariant(2), 1, 'card', 'el');
    const { id, email, public_id } = await orderRow(placed.number);
    const before = (await mailsAbout(id)).length;
    const { id: parcel } = await ship(id, { state: 'pending' });
    assert.equal(await notifyShippedParcels(db), 0, 'not shipped yet');

    await db
      .updateTable('order_shipments')
      .set({ state: 'shipped', tracking_number: '7412589630', tracking_url: 'https://www.acscourier.net/el/track?n=7412589630' })
      .where('id', '=', parcel)
      .execute();
    const [first, second] = await Promise.all([notifyShippedParcels(db), notifyShippedParcels(db)]);
    assert.equal(first + second, 1, 'two processes looking at once mail it once');
    assert.equal(await notifyShippedParcels(db), 0);

    const mails = (await mailsAbout(id)).slice(before);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.recipient, email);
    assert.equal(mails[0]!.subject, `Η παραγγελία σας στάλθηκε ${placed.number}`);
    assert.match(mails[0]!.body, /^Αριθμός αποστολής: 7412589630$/m);
    assert.match(mails[0]!.body, /^Παρακολούθηση αποστολής: https:\/\/www\.acscourier\.net\/el\/track\?n=7412589630$/m);
    assert.match(mails[0]!.body, new RegExp(`^Η παραγγελία: http://localhost:8080/receipt/${public_id}$`, 'm'));
    assert.ok(mails[0]!.html!.includes('href="https://www.acscourier.net/el/track?n=7412589630"'));
  });

  it('tells a buyer of a parcel without a tracking number that it is on its way, in English', async () => {
    const placed = await order(await freshVariant(2), 1, 'card', 'en');
    const { id } = await orderRow(placed.number);
    const before = (await mailsAbout(id)).length;
    await ship(id, { state: 'shipped' });
    assert.equal(await notifyShippedParcels(db), 1);
    const [mail, ...more] = (await mailsAbout(id)).slice(before);
    assert.equal(more.length, 0);
    assert.equal(mail!.subject, `Your order is on its way ${placed.number}`);
    assert.match(mail!.body, /^Your order RM-\S+ is on its way: we have handed it to ACS\.$/m);
    assert.doesNotMatch(mail!.body, /Tracking number/);
  });

  it('tells the buyer of an order to collect, once, when the shop marks it ready, with the amount to pay at the store', async () => {
    const placed = await order(await freshVariant(2), 1, 'pay-at-pickup', 'en', { shippingMethod: 'pickup' });
    const { id, email, public_id } = await orderRow(placed.number);
    const before = (await mailsAbout(id)).length;
    assert.equal(await notifyOrdersReadyToCollect(db), 0, 'not ready yet');

    await db.updateTable('orders').set({ state: 'ready' }).where('id', '=', id).execute();
    const [first, second] = await Promise.all([notifyOrdersReadyToCollect(db), notifyOrdersReadyToCollect(db)]);
    assert.equal(first + second, 1, 'two processes looking at once mail it once');
    assert.equal(await notifyOrdersReadyToCollect(db), 0);

    const { total_cents } = await db.selectFrom('orders').select('total_cents').where('id', '=', id).executeTakeFirstOrThrow();
    const [mail, ...more] = (await mailsAbout(id)).slice(before);
    assert.equal(more.length, 0);
    assert.equal(mail!.recipient, email);
    assert.equal(mail!.subject, `Your order is ready to collect ${placed.number}`);
    assert.match(mail!.body, /at the Nikaia store, Monday to Friday 10:00–18:00\.$/m);
    const amount = /^You pay €([\d,]+\.\d{2}) at the store, in cash or by card\.$/m.exec(mail!.body)?.[1];
    assert.equal(Math.round(Number(amount?.replace(/,/g, '')) * 100), total_cents, mail!.body);
    assert.match(mail!.body, new RegExp(`^The order: http://localhost:8080/en/receipt/${public_id}$`, 'm'));
  });

  it('says nothing of paying to the buyer of a paid order to collect, and nothing at all to one sent by courier', async () => {
    const collected = await order(await freshVariant(2), 1, 'card', 'el', { shippingMethod: 'pickup' });
    const couriered = await order(await freshVariant(2), 1, 'card', 'el');
    const [pickupRow, courierRow] = [await orderRow(collected.number), await orderRow(couriered.number)];
    const before = [(await mailsAbout(pickupRow.id)).length, (await mailsAbout(courierRow.id)).length];
    await db.updateTable('orders').set({ state: 'ready' }).where('id', 'in', [pickupRow.id, courierRow.id]).execute();
    assert.equal(await notifyOrdersReadyToCollect(db), 1);
    const [mail] = (await mailsAbout(pickupRow.id)).slice(before[0]);
    assert.equal(mail!.subject, `Η παραγγελία σας είναι έτοιμη για παραλαβή ${collected.number}`);
    assert.doesNotMatch(mail!.body, /Πληρώνετε/);
    assert.equal((await mailsAbout(courierRow.id)).length, before[1]);
  });
});
