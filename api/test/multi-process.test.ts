import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

/**
 * Two API processes on one PostgreSQL database (run by test/run-all in the PostgreSQL phase, both started at the
 * same moment on an empty database): they migrate and seed once, and share every piece of state.
 */
const [first, second] = [process.env.API_URL, process.env.API_URL_2];

async function call(url: string | undefined, path: string, body: unknown, headers: Record<string, string> = {}) {
  if (!url) throw new Error('API_URL and API_URL_2 must be set by test/run-all');
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

describe('Several API processes on one PostgreSQL server', () => {
  it('seeded the catalogue once although both started together', async () => {
    const query = { query: '{ products(first: 0) { total } promotions { total } }' };
    const [a, b] = await Promise.all([call(first, '/graphql', query), call(second, '/graphql', query)]);
    assert.deepEqual(a.json.data, b.json.data);
    assert.ok(a.json.data.products.total >= 150 && a.json.data.products.total < 300);
  });

  it('accepts tokens issued by the other process, and rotation spans processes', async () => {
    const email = `multi-${Date.now()}@example.gr`;
    const password = 'shared by processes';
    const registered = await call(first, '/graphql', {
      query: 'mutation ($i: RegisterInput!) { register(input: $i) { status } }',
      variables: { i: { email, password, passwordConfirmation: password } },
    });
    assert.equal(registered.json.data.register.status, 'SUCCESS');
    const tokens = (await call(second, '/oauth/token', { grant_type: 'password', username: email, password })).json;
    const user = await call(first, '/graphql', { query: '{ user { email } }' }, { authorization: `Bearer ${tokens.access_token}` });
    assert.equal(user.json.data.user.email, email);
    const rotated = await call(first, '/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(rotated.status, 200);
    const reuse = await call(second, '/oauth/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    assert.equal(reuse.json.error, 'invalid_grant');
  });

  it('shares login rate limits between processes', async () => {
    const address = `10.250.${Date.now() % 250}.1`;
    const email = `limited-${Date.now()}@example.gr`;
    for (let i = 0; i < 5; i += 1) {
      await call(i % 2 ? first : second, '/oauth/token', { username: email, password: 'wrong' }, { 'x-forwarded-for': address });
    }
    const blocked = await call(first, '/oauth/token', { username: email, password: 'wrong' }, { 'x-forwarded-for': address });
    assert.equal(blocked.status, 429);
  });
});
