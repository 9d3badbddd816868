import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { Kysely, sql } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { PgliteDialect } from '../../src/db/pglite-dialect.js';
import { migrate } from '../../src/db/migrate.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { schema } from '../../src/server/schema.js';
import { anonymousContext } from '../support/in-process.js';
import { migrateBefore } from '../support/migrate-before.js';
import { onItsOwnDatabase } from '../support/phases.js';

describe('A newsletter subscriber leaves the list with the link every message to them carries', onItsOwnDatabase, () => {
  const db = new Kysely<Database>({ dialect: new PgliteDialect('memory://') });

  before(async () => {
    await migrateBefore(db, '024');
    await db.insertInto('tenants').values({ id: 'earlier', name: 'Earlier shop' }).execute();
    const { id } = await db
      .insertInto('forms')
      .values({ tenant_id: 'earlier', slug: 'newsletter', name: JSON.stringify({ el: 'N', en: 'N' }), fields: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = (email: string, confirmed: boolean) =>
      sql`insert into form_submissions (form_id, data, locale, fingerprint, confirmed_at)
          values (${id}, ${JSON.stringify({ email })}::jsonb, 'el', sha256(convert_to(${email}, 'UTF8')), ${confirmed ? sql`now()` : null})`.execute(
        db,
      );
    await stored('eleni@example.gr', true);
    await stored('nikos@example.gr', false);
    await migrate(db);
    await seedIfEmpty(db);
  });
  after(() => db.destroy());

  const run = async <T>(source: string, variableValues: Record<string, unknown>, locale: 'el' | 'en' = 'en') => {
    const result = await graphql({ schema, source, variableValues, contextValue: { ...anonymousContext(db), locale } });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return { ...(Object.values(result.data!)[0] as object) } as T;
  };
  const subscribe = (email: string, locale: 'el' | 'en') =>
    run(
      `mutation ($input: SubmitFormInput!) { submitForm(input: $input) { status } }`,
      { input: { form: 'newsletter', data: { email } } },
      locale,
    );
  const confirm = (token: string) =>
    run<{ status: string }>(`mutation ($token: String!) { confirmNewsletter(token: $token) { status } }`, { token });
  const unsubscribe = (token: string, locale: 'el' | 'en' = 'en') =>
    run<{ status: string; notice: string }>(
      `mutation ($token: String!) { unsubscribeNewsletter(token: $token) { status notice } }`,
      { token },
      locale,
    );
  const mailsTo = (email: string) =>
    db.selectFrom('outbox').select(['subject', 'body', 'html']).where('recipient', '=', email).orderBy('id').execute();
  const lastToken = (body: string) => /\/([\w-]+)$/m.exec(body.trim())![1]!;
  const listed = async (email: string) =>
    Boolean(
      await db
        .selectFrom('form_submissions')
        .select('id')
        .where(sql<string>`data->>'email'`, '=', email)
        .executeTakeFirst(),
    );

  it('gives the subscriptions confirmed before it a token each, and none to those never confirmed', async () => {
    const tokens = await db
      .selectFrom('form_submissions')
      .select([sql<string>`data->>'email'`.as('email'), 'unsubscribe_token'])
      .orderBy('id')
      .execute();
    assert.match(tokens[0]!.unsubscribe_token ?? '', /^[0-9a-f]{64}$/);
    assert.equal(tokens[0]!.email, 'eleni@example.gr');
    assert.equal(tokens[1]!.unsubscribe_token, null);
  });

  it('welcomes a subscriber once they confirm, with the link off the list; the link takes the address off and forgets it', async () => {
    await subscribe('anna@example.gr', 'el');
    const [link] = await mailsTo('anna@example.gr');
    assert.equal((await confirm(lastToken(link!.body))).status, 'CONFIRMED');
    assert.equal((await confirm(lastToken(link!.body))).status, 'CONFIRMED', 'the confirmation link opened again');
    const [, welcome, ...more] = await mailsTo('anna@example.gr');
    assert.equal(more.length, 0, 'welcomed once');
    assert.equal(welcome!.subject, 'Η εγγραφή σας στο newsletter του ReMac επιβεβαιώθηκε');
    assert.match(welcome!.body, /^http:\/\/localhost:8080\/newsletter\/diagrafi\/[\w-]{32}$/m);
    const token = lastToken(welcome!.body);
    assert.ok(welcome!.html!.includes(`href="http://localhost:8080/newsletter/diagrafi/${token}"`));

    assert.deepEqual(await unsubscribe('not-a-token'), {
      status: 'UNKNOWN',
      notice: 'This link is not quite right, or the address is already off the list.',
    });
    assert.ok(await listed('anna@example.gr'), 'a wrong token takes no one off');
    assert.deepEqual(await unsubscribe(token, 'el'), {
      status: 'UNSUBSCRIBED',
      notice: 'Διαγραφήκατε: σβήσαμε τη διεύθυνσή σας από τη λίστα και δεν θα σας στείλουμε άλλο newsletter.',
    });
    assert.equal(await listed('anna@example.gr'), false, 'the address is forgotten');
    assert.equal((await unsubscribe(token)).status, 'UNKNOWN', 'pressed again');
    assert.ok(await listed('eleni@example.gr'), 'nobody else is taken off');
  });

  it("keeps each shop's list to itself: another shop's token takes no one off", async () => {
    const { unsubscribe_token } = await db
      .selectFrom('form_submissions')
      .select('unsubscribe_token')
      .where(sql<string>`data->>'email'`, '=', 'eleni@example.gr')
      .executeTakeFirstOrThrow();
    assert.equal((await unsubscribe(unsubscribe_token!)).status, 'UNKNOWN');
    assert.ok(await listed('eleni@example.gr'));
  });
});
