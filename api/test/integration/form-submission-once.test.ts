import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { PgliteDialect } from '../../src/db/pglite-dialect.js';
import { migrate } from '../../src/db/migrate.js';
import { migrateBefore } from '../support/migrate-before.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from '../support/in-process.js';
import { sweep } from '../../src/modules/housekeeping/sweep.js';
import { loadConfig } from '../../src/config/config.js';
import { onItsOwnDatabase } from '../support/phases.js';

const SUBMIT = `mutation ($input: SubmitFormInput!) { submitForm(input: $input) { status notice } }`;

interface StoredRow {
  data: Record<string, unknown>;
  locale: string;
  times_submitted: number;
  created_at: Date;
  last_submitted_at: Date;
}

describe('A form stores each distinct submission once', onItsOwnDatabase, () => {
  const db = new Kysely<Database>({ dialect: new PgliteDialect('memory://') });
  let newsletterId = 0;
  let contactId = 0;
  let earlierFormId = 0;

  before(async () => {
    await migrateBefore(db, '019');
    await db.insertInto('tenants').values({ id: 'earlier', name: 'Earlier shop' }).execute();
    ({ id: earlierFormId } = await db
      .insertInto('forms')
      .values({ tenant_id: 'earlier', slug: 'newsletter', name: JSON.stringify({ el: 'N', en: 'N' }), fields: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow());
    const stored = (data: string, at: string) =>
      sql`insert into form_submissions (form_id, data, locale, created_at) values (${earlierFormId}, ${data}::jsonb, 'el', ${at})`.execute(
        db,
      );
    await stored('{"email": "eleni@example.gr", "source": "footer"}', '2026-01-01T10:00:00Z');
    await stored('{"source": "footer", "email": "eleni@example.gr"}', '2026-03-01T10:00:00Z');
    await stored('{"email": "eleni@example.gr", "source": "footer"}', '2026-02-01T10:00:00Z');
    await stored('{"email": "nikos@example.gr", "source": "footer"}', '2026-02-15T10:00:00Z');
    await migrate(db);
    await seedIfEmpty(db);
    const idOf = async (slug: string) =>
      (await db.selectFrom('forms').select('id').where('tenant_id', '=', 'remac').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    newsletterId = await idOf('newsletter');
    contactId = await idOf('contact');
  });
  after(() => db.destroy());

  const rowsOf = (formId: number): Promise<StoredRow[]> =>
    db
      .selectFrom('form_submissions')
      .select(['data', 'locale', 'times_submitted', 'created_at', 'last_submitted_at'])
      .where('form_id', '=', formId)
      .orderBy('id')
      .execute() as Promise<StoredRow[]>;

  async function submit(form: string, data: Record<string, unknown>, locale: 'el' | 'en' = 'en') {
    const result = await graphql({
      schema,
      source: SUBMIT,
      variableValues: { input: { form, data } },
      contextValue: { ...anonymousContext(db), locale },
    });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return result.data!.submitForm as { status: string; notice: string };
  }

  it('folds the duplicates stored before it into their first row, with how often and when last they came', async () => {
    const rows = await rowsOf(earlierFormId);
    assert.deepEqual(
      rows.map((row) => [row.data.email, row.times_submitted, row.created_at.toISOString(), row.last_submitted_at.toISOString()]),
      [
        ['eleni@example.gr', 3, '2026-01-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z'],
        ['nikos@example.gr', 1, '2026-02-15T10:00:00.000Z', '2026-02-15T10:00:00.000Z'],
      ],
    );
  });

  it('keeps one subscription per address, whatever its case, answering a repeat as the first so it tells no one', async () => {
    const first = await submit('newsletter', { email: 'Maria.P@Example.gr' });
    const again = await submit('newsletter', { email: ' maria.p@example.gr ' }, 'el');
    assert.equal(first.status, 'SUCCESS');
    assert.equal(again.status, 'SUCCESS');
    assert.equal(again.notice, (await submit('newsletter', { email: 'giorgos@example.gr' }, 'el')).notice);

    const rows = await rowsOf(newsletterId);
    assert.deepEqual(
      rows.map((row) => [row.data.email, row.times_submitted, row.locale]),
      [
        ['maria.p@example.gr', 2, 'el'],
        ['giorgos@example.gr', 1, 'el'],
      ],
    );
    assert.ok(rows[0]!.last_submitted_at > rows[0]!.created_at, 'the repeat is dated');
  });

  const shopNotices = () =>
    db
      .selectFrom('outbox')
      .select(['recipient', 'reply_to', 'subject', 'body'])
      .where('recipient', '=', 'info@remac.gr')
      .orderBy('id')
      .execute();

  it('stores a contact message sent twice once, and another message from the same person as well', async () => {
    const message = { name: 'Μαρία Π.', email: 'maria.p@example.gr', message: 'Έχετε MacBook Air M2 με 16 GB;' };
    await Promise.all([submit('contact', message), submit('contact', message)]);
    await submit('contact', { ...message, message: 'Και με 24 GB;' });
    assert.deepEqual(
      (await rowsOf(contactId)).map((row) => [row.data.message, row.times_submitted]),
      [
        ['Έχετε MacBook Air M2 με 16 GB;', 2],
        ['Και με 24 GB;', 1],
      ],
    );
  });

  it('tells the shop of each new message once, in Greek, answering to the sender; subscriptions only join the list', async () => {
    const notices = await shopNotices();
    assert.deepEqual(
      notices.map((notice) => [notice.subject, notice.reply_to, notice.body.split('\n').at(-1)]),
      [
        ['Νέο μήνυμα: Φόρμα επικοινωνίας', 'maria.p@example.gr', 'Μήνυμα: Έχετε MacBook Air M2 με 16 GB;'],
        ['Νέο μήνυμα: Φόρμα επικοινωνίας', 'maria.p@example.gr', 'Μήνυμα: Και με 24 GB;'],
      ],
    );
    assert.match(notices[0]!.body, /^Ονοματεπώνυμο: Μαρία Π\.\nEmail: maria\.p@example\.gr\nΜήνυμα: /, 'a blank phone is left out');
  });

  const confirm = async (token: string, locale: 'el' | 'en' = 'en') => {
    const result = await graphql({
      schema,
      source: `mutation ($token: String!) { confirmNewsletter(token: $token) { status notice } }`,
      variableValues: { token },
      contextValue: { ...anonymousContext(db), locale },
    });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return { ...(result.data!.confirmNewsletter as { status: string; notice: string }) };
  };
  const linksTo = (email: string) =>
    db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .where((eb) => eb.or([eb('body', 'like', '%/newsletter/epivevaiosi/%'), eb('body', 'like', '%/newsletter/confirm/%')]))
      .orderBy('id')
      .execute();
  const subscription = (email: string) =>
    db
      .selectFrom('form_submissions')
      .select(['id', 'confirmed_at', 'confirm_token_hash'])
      .where('form_id', '=', newsletterId)
      .where(sql<string>`data->>'email'`, '=', email)
      .executeTakeFirstOrThrow();
  const tokenOf = (body: string) => /^http:\/\/localhost:8080(?:\/en)?\/newsletter\/\S+\/([\w-]+)$/m.exec(body)![1]!;

  it('subscribes an address only once its owner confirms the link e-mailed to it, sent at most once a day', async () => {
    await submit('newsletter', { email: 'sofia@example.gr' }, 'el');
    await submit('newsletter', { email: 'Sofia@example.gr' }, 'el');
    const [link, ...more] = await linksTo('sofia@example.gr');
    assert.equal(more.length, 0, 'subscribed twice in a day: one link');
    assert.equal(link!.subject, 'Επιβεβαιώστε την εγγραφή σας στο newsletter του ReMac');
    assert.match(link!.body, /^http:\/\/localhost:8080\/newsletter\/epivevaiosi\/[\w-]{32}$/m);
    const token = tokenOf(link!.body);
    assert.equal((await subscription('sofia@example.gr')).confirmed_at, null, 'not subscribed on anyone’s word');
    const stored = Buffer.from((await subscription('sofia@example.gr')).confirm_token_hash!);
    assert.ok(stored.length === 32 && !stored.equals(Buffer.from(token, 'base64url')), 'only a hash of the token is stored');

    assert.deepEqual(await confirm('not-a-token'), {
      status: 'UNKNOWN',
      notice: 'This link is no longer valid or is not quite right. Please subscribe again from the form at the bottom of any page.',
    });
    assert.deepEqual(await confirm(token, 'el'), {
      status: 'CONFIRMED',
      notice: 'Η εγγραφή σας στο newsletter επιβεβαιώθηκε. Ευχαριστούμε!',
    });
    assert.ok((await subscription('sofia@example.gr')).confirmed_at instanceof Date);
    assert.equal((await confirm(token)).status, 'CONFIRMED', 'the link opened again');

    await db
      .updateTable('form_submissions')
      .set({ confirm_sent_at: sql<Date>`now() - interval '2 days'` })
      .execute();
    await submit('newsletter', { email: 'sofia@example.gr' });
    assert.equal((await linksTo('sofia@example.gr')).length, 1, 'a confirmed address gets no new link');
  });

  it('lets a link lapse after 7 days, sends a new one on the next subscription and forgets an address never confirmed', async () => {
    await submit('newsletter', { email: 'petros@example.gr' });
    const first = tokenOf((await linksTo('petros@example.gr'))[0]!.body);
    assert.match((await linksTo('petros@example.gr'))[0]!.body, /^http:\/\/localhost:8080\/en\/newsletter\/confirm\//m);
    const { id } = await subscription('petros@example.gr');
    await db
      .updateTable('form_submissions')
      .set({ confirm_sent_at: sql<Date>`now() - interval '8 days'` })
      .where('id', '=', id)
      .execute();
    assert.equal((await confirm(first)).status, 'UNKNOWN', 'lapsed');

    await submit('newsletter', { email: 'petros@example.gr' });
    const links = await linksTo('petros@example.gr');
    assert.equal(links.length, 2);
    assert.equal((await confirm(first)).status, 'UNKNOWN', 'the new link replaces the old');
    await db
      .updateTable('form_submissions')
      .set({ confirm_sent_at: sql<Date>`now() - interval '31 days'` })
      .where('id', '=', id)
      .execute();
    const counts = await sweep(db, loadConfig({}));
    assert.equal(counts.unconfirmedSubscriptions, 1);
    await assert.rejects(subscription('petros@example.gr'), 'forgotten');
    assert.ok(await subscription('sofia@example.gr'), 'a confirmed address is kept');
  });
});
