import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { graphql } from 'graphql';
import { Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { PgliteDialect } from '../../src/db/pglite-dialect.js';
import { migrate } from '../../src/db/migrate.js';
import { migrationsDir } from '../../src/config/paths.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from '../support/in-process.js';

const SUBMIT = `mutation ($input: SubmitFormInput!) { submitForm(input: $input) { status notice } }`;

/** Applies the migrations before `version` the way migrate() does, to hold data written before it. */
async function migrateBefore(db: Kysely<Database>, version: string) {
  await sql`create table schema_migrations (version text primary key, applied_at timestamptz not null default now())`.execute(db);
  for (const file of (await readdir(migrationsDir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort()) {
    if (file >= version) break;
    await sql.raw(await readFile(path.join(migrationsDir, file), 'utf8')).execute(db);
    await db
      .insertInto('schema_migrations')
      .values({ version: file.replace(/\.sql$/, '') })
      .execute();
  }
}

interface StoredRow {
  data: Record<string, unknown>;
  locale: string;
  times_submitted: number;
  created_at: Date;
  last_submitted_at: Date;
}

describe('A form stores each distinct submission once', () => {
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
});
