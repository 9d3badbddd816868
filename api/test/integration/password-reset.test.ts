import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { graphql } from 'graphql';
import { schema } from '../../src/server/schema.js';
import { issueTokens, userOfAccessToken } from '../../src/modules/accounts/tokens.js';
import { verifyPassword } from '../../src/modules/accounts/password-hash.js';
import { anonymousContext } from '../support/in-process.js';
import type { Json } from '../support/client.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDatabase } from '../support/seeded-database.js';

const REQUEST = `mutation ($email: String!) { requestPasswordReset(email: $email) { status notice errors { field code message } } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { status notice errors { field code message } } }`;

/** A member who forgot their password asks for a link, receives it by e-mail and chooses a new password. */
describe('Password reset', onItsOwnDatabase, () => {
  const db = seededDatabase();
  let address = 0;

  async function run(source: string, variables: Record<string, unknown>, options: { locale?: 'el' | 'en'; from?: string } = {}) {
    address += 1;
    const contextValue = {
      ...anonymousContext(db),
      locale: options.locale ?? 'en',
      clientAddress: options.from ?? `198.51.100.${address}`,
    };
    const result = await graphql({ schema, source, variableValues: variables, contextValue });
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return JSON.parse(JSON.stringify(result.data)) as Json;
  }

  async function member(email: string, password = 'Kalimera-2026!') {
    const { register } = await run(`mutation ($input: RegisterInput!) { register(input: $input) { status user { id } } }`, {
      input: { email, password, passwordConfirmation: password },
    });
    assert.equal(register.status, 'SUCCESS');
    return Number(register.user.id);
  }

  const linksTo = (email: string) =>
    db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).orderBy('id').execute();
  const tokenOf = (body: string) => /^http:\/\/localhost:8080(?:\/en)?\/auth\/reset-password\/([\w-]+)$/m.exec(body)![1]!;
  const passwordHash = async (id: number) =>
    (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

  it('e-mails a link, sets the new password with it once, and ends every session of the account', async () => {
    const id = await member('eleni@example.gr');
    const session = await issueTokens(db, id, { access: 3600, refresh: 86_400 });
    assert.ok(await userOfAccessToken(db, 'remac', session.access_token), 'a session of the old password');
    const asked = (await run(REQUEST, { email: ' Eleni@Example.gr ' }, { locale: 'el' })).requestPasswordReset;
    assert.equal(asked.status, 'SUCCESS');
    assert.match(asked.notice, /^Αν υπάρχει λογαριασμός με το eleni@example\.gr, του στείλαμε e-mail/);
    const [link] = await linksTo('eleni@example.gr');
    assert.equal(link!.subject, 'Νέος κωδικός για τον λογαριασμό σας στο ReMac');
    const token = tokenOf(link!.body);

    const mismatch = (await run(RESET, { input: { token, password: 'Kalinixta-2026!', passwordConfirmation: 'other' } })).resetPassword;
    assert.deepEqual(
      mismatch.errors.map((e: Json) => [e.field, e.code]),
      [['passwordConfirmation', 'passwordMismatch']],
    );
    const same = (await run(RESET, { input: { token, password: 'eleni@example.gr', passwordConfirmation: 'eleni@example.gr' } }))
      .resetPassword;
    assert.deepEqual(
      same.errors.map((e: Json) => [e.field, e.code]),
      [['password', 'passwordEmail']],
    );

    const input = { token, password: 'Kalinixta-2026!', passwordConfirmation: 'Kalinixta-2026!' };
    const [first, second] = await Promise.all([run(RESET, { input }), run(RESET, { input })]);
    const outcomes = [first.resetPassword, second.resetPassword].map((r: Json) => r.status).sort();
    assert.deepEqual(outcomes, ['INVALID', 'SUCCESS'], 'a link sets a password once, even twice at the same moment');
    assert.ok(await verifyPassword('Kalinixta-2026!', await passwordHash(id)));
    assert.equal(await userOfAccessToken(db, 'remac', session.access_token), undefined, 'the session of the old password has ended');
    const again = (await run(RESET, { input })).resetPassword;
    assert.deepEqual(
      [again.status, again.errors[0].field, again.errors[0].message],
      ['INVALID', 'token', 'This link is no longer valid (it has expired or was used). Please ask for a new one.'],
    );
  });

  it('answers an address without an account as one with, sends it nothing, and refuses an expired link', async () => {
    const nobody = (await run(REQUEST, { email: 'nobody@example.gr' })).requestPasswordReset;
    assert.deepEqual(
      [nobody.status, nobody.notice],
      [
        'SUCCESS',
        'If there is an account for nobody@example.gr, we have e-mailed it a link to choose a new password. The link is valid for one hour.',
      ],
    );
    assert.equal((await linksTo('nobody@example.gr')).length, 0);

    const id = await member('nikos@example.gr');
    await run(REQUEST, { email: 'nikos@example.gr' });
    const token = tokenOf((await linksTo('nikos@example.gr'))[0]!.body);
    await db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .execute();
    const late = (await run(RESET, { input: { token, password: 'Kalinixta-2026!', passwordConfirmation: 'Kalinixta-2026!' } }))
      .resetPassword;
    assert.equal(late.errors[0].field, 'token');
    assert.ok(await verifyPassword('Kalimera-2026!', await passwordHash(id)), 'the password stays');
  });

  it('sends at most 3 links an hour for one address of mail, however many connections ask, and 10 to one connection', async () => {
    await member('sofia@example.gr');
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await run(REQUEST, { email: 'sofia@example.gr' })).requestPasswordReset);
    assert.deepEqual(
      answers.map((a: Json) => a.status),
      ['SUCCESS', 'SUCCESS', 'SUCCESS', 'INVALID'],
    );
    assert.equal(answers[3].errors[0].message, 'Too many requests for a new password. Please try again later.');
    assert.equal((await linksTo('sofia@example.gr')).length, 3);

    const from = '203.0.113.7';
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await run(REQUEST, { email: `probe${i}@example.gr` }, { from })).requestPasswordReset.status);
    assert.deepEqual(statuses.slice(9), ['SUCCESS', 'INVALID']);
  });
});
