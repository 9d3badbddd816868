import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { scratchDatabase } from '../../../db/testing/scratch-database.js';
import { forgetLapsedPersonalData } from '../retention.js';

const database = scratchDatabase('retention');

type When = RawBuilder<Date>;
const ago = (interval: string): When => sql<Date>`now() - ${interval}::interval`;
/** A moment in a financial (calendar) year counted back from this one, e.g. `inYear(6, '11 months')`. */
const inYear = (yearsBack: number, into: string): When =>
  sql<Date>`date_trunc('year', now()) - make_interval(years => ${yearsBack}) + ${into}::interval`;

async function submission(form: string, label: string, last: When) {
  const { db } = database();
  const formRow =
    (await db.selectFrom('forms').select('id').where('slug', '=', form).executeTakeFirst()) ??
    (await db
      .insertInto('forms')
      .values({ tenant_id: 'remac', slug: form, name: JSON.stringify({ el: form, en: form }), fields: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow());
  await db
    .insertInto('form_submissions')
    .values({
      form_id: formRow.id,
      data: JSON.stringify({ label }),
      locale: 'en',
      fingerprint: createHash('sha256').update(label).digest(),
      created_at: last,
      last_submitted_at: last,
    })
    .execute();
}

async function request(
  reference: string,
  kind: 'sale' | 'repair',
  created: When,
  history: { state: string; at: When }[] = [],
  messageAt?: When,
) {
  const { db } = database();
  const last = history.at(-1)?.state ?? 'created';
  const row = await db
    .insertInto('tradein_requests')
    .values({
      tenant_id: 'remac',
      reference,
      kind,
      state: last,
      email: `${reference}@example.gr`,
      user_id: null,
      locale: 'en',
      details: JSON.stringify({ idNumber: 'AB123456', iban: 'GR1601101250000000012300695' }),
      created_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const event of [{ state: 'created', at: created }, ...history])
    await db
      .insertInto('tradein_request_events')
      .values({ request_id: row.id, state: event.state, note: null, created_at: event.at })
      .execute();
  if (messageAt)
    await db
      .insertInto('tradein_request_messages')
      .values({ request_id: row.id, reply_to: null, author: 'customer', body: 'Is my Mac sold yet?', created_at: messageAt })
      .execute();
}

async function mail(subject: string, created: When, sent: When | null) {
  await database()
    .db.insertInto('outbox')
    .values({
      tenant_id: 'remac',
      order_id: null,
      recipient: 'maria@example.gr',
      subject,
      body: 'Hello',
      created_at: created,
      sent_at: sent,
    })
    .execute();
}

const column = async <T>(rows: Promise<T[]>, pick: (row: T) => string) => (await rows).map(pick).sort();

describe('retention: what the privacy policy no longer keeps is deleted', () => {
  it('deletes enquiries 24 months after the last contact, unfinished requests likewise, device purchases after five financial years, sent mail after 90 days', async () => {
    const { db } = database();
    await submission('contact', 'old enquiry', ago('25 months'));
    await submission('contact', 'recent enquiry', ago('23 months'));
    await submission('newsletter', 'old subscriber', ago('30 months'));

    await request('lapsed-sale', 'sale', ago('30 months'));
    await request('sale-still-talking', 'sale', ago('30 months'), [], ago('1 month'));
    await request('repair-moved-on', 'repair', ago('30 months'), [{ state: 'processing', at: ago('12 months') }]);
    await request('canceled-repair', 'repair', ago('40 months'), [{ state: 'canceled', at: ago('26 months') }]);
    await request('purchase-six-years-back', 'sale', inYear(7, '1 month'), [{ state: 'completed', at: inYear(6, '11 months') }]);
    await request('purchase-five-years-back', 'sale', inYear(5, '1 month'), [{ state: 'completed', at: inYear(5, '6 months') }]);
    await request('repair-done-long-ago', 'repair', ago('10 years'), [{ state: 'completed', at: ago('10 years') }]);

    await mail('sent long ago', ago('100 days'), ago('100 days'));
    await mail('sent lately', ago('10 days'), ago('10 days'));
    await mail('never sent', ago('100 days'), null);
    await mail('waiting', ago('1 minute'), null);

    const [first, second] = await Promise.all([forgetLapsedPersonalData(db), forgetLapsedPersonalData(db)]);
    assert.deepEqual(
      {
        enquiries: first.enquiries + second.enquiries,
        tradeInRequests: first.tradeInRequests + second.tradeInRequests,
        sentMail: first.sentMail + second.sentMail,
      },
      { enquiries: 1, tradeInRequests: 3, sentMail: 2 },
    );
    assert.deepEqual(await column(db.selectFrom('form_submissions').select('data').execute(), (r) => (r.data as { label: string }).label), [
      'old subscriber',
      'recent enquiry',
    ]);
    assert.deepEqual(await column(db.selectFrom('tradein_requests').select('reference').execute(), (r) => r.reference), [
      'purchase-five-years-back',
      'repair-done-long-ago',
      'repair-moved-on',
      'sale-still-talking',
    ]);
    // A deleted request takes its history and messages with it.
    const orphans = await sql<{ count: number }>`select count(*)::int as count from tradein_request_events e
      where not exists (select 1 from tradein_requests r where r.id = e.request_id)`.execute(db);
    assert.equal(orphans.rows[0]!.count, 0);
    assert.deepEqual(await column(db.selectFrom('outbox').select('subject').execute(), (r) => r.subject), ['sent lately', 'waiting']);
    assert.deepEqual(await forgetLapsedPersonalData(db), { enquiries: 0, tradeInRequests: 0, sentMail: 0 });
  });
});
