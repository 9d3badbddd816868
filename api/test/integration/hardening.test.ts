import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiUrl, gql, post, type Json } from '../support/client.js';

describe('Tenant, locale and errors', () => {
  it('answers an unknown tenant with a clear error on GraphQL and OAuth', async () => {
    const result = await gql('{ products(first: 1) { total } }', {}, { Tenant: 'nosuchshop' });
    assert.equal(result.status, 400);
    assert.equal(result.body.errors?.[0]?.extensions?.code, 'UNKNOWN_TENANT');
    assert.match(result.body.errors![0]!.message, /Unknown tenant "nosuchshop"/);
    const oauth = await post('/oauth/token', { username: 'a@b.gr', password: 'x' }, { Tenant: 'nosuchshop' });
    assert.equal(oauth.status, 400);
    assert.equal(oauth.json.error, 'invalid_request');
  });

  it('serves the seeded tenant by its id', async () => {
    const result = await gql('{ products(first: 1) { total } }', {}, { Tenant: 'remac' });
    assert.equal(result.status, 200);
    assert.ok(result.body.data.products.total > 0);
  });

  it('falls back to English for other languages and defaults to Greek', async () => {
    const query = '{ categoryPage(where: { slug: "accessories" }) { title } }';
    assert.equal((await gql(query, {}, { Locale: 'de' })).body.data.categoryPage.title, 'Accessories');
    assert.equal((await gql(query)).body.data.categoryPage.title, 'Αξεσουάρ');
  });

  it('rejects queries deeper than the limit', async () => {
    const deep = `{ product(where: { slug: "imac-24-m1-2021-fair" }) { ${'related { '.repeat(12)}slug${' }'.repeat(12)} } }`;
    const result = await gql(deep);
    assert.equal(result.status, 400);
    assert.equal(result.body.errors?.[0]?.extensions?.code, 'QUERY_TOO_DEEP');
  });

  it('rejects queries costing more than the limit', async () => {
    const wide = '{ products(first: 100) { nodes { related { related { variants { options { value } } } } } } }';
    const result = await gql(wide);
    assert.equal(result.body.errors?.[0]?.extensions?.code, 'QUERY_TOO_COMPLEX');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post('/graphql', { query: `{ products(first: 1) { total } } # ${'x'.repeat(200_000)}` });
    assert.equal(response.status, 413);
  });

  it('answers malformed JSON with 400, without stack traces or SQL', async () => {
    const response = await post('/graphql', '{"query": ', { accept: 'application/graphql-response+json' });
    assert.equal(response.status, 400);
    assert.doesNotMatch(response.text, /at .+\.js:\d+|select |stack/i);
  });

  it('masks unexpected errors and gives input errors a code', async () => {
    const result = await gql('query ($n: Int!) { products(first: $n) { total } }', { n: 'many' });
    assert.equal(result.status, 400);
    assert.doesNotMatch(result.text, /stack|node_modules/);
  });
});

describe('NUL bytes in string inputs', () => {
  // PostgreSQL text cannot hold NUL: such a value used to reach the database and come back as a masked
  // internal error, with a stack trace in the log.
  const refused = (result: { status: number; text: string }) => {
    assert.equal(result.status, 400, result.text);
    assert.deepEqual(
      JSON.parse(result.text).errors?.map((e: Json) => e.extensions?.code),
      ['BAD_USER_INPUT'],
    );
    assert.doesNotMatch(result.text, /INTERNAL_SERVER_ERROR/);
  };

  it('refuses a NUL in a slug written in the document', async () => {
    const accept = { accept: 'application/graphql-response+json' };
    refused(await post('/graphql', '{"query": "{ product(where: { slug: \\"mac\\u0000book\\" }) { id } }"}', accept));
    refused(await post('/graphql', '{"query": "{ categoryPage(where: { slug: \\"accessories\\u0000\\" }) { title } }"}', accept));
  });

  it('refuses a NUL in any variable, however deep', async () => {
    refused(await gql('query ($slug: String!) { product(where: { slug: $slug }) { id } }', { slug: 'mac\u0000book' }));
    refused(await gql('query ($w: ProductWhere) { products(where: $w) { total } }', { w: { slugs: ['a', 'b\u0000'] } }));
    refused(await gql('query ($t: String) { search(term: $t) { total } }', { t: '\u0000' }));
    refused(
      await gql('mutation ($input: SubmitFormInput!) { submitForm(input: $input) { status } }', {
        input: { form: 'contact', data: { name: 'Μαρία', email: 'maria@example.gr', message: { nested: ['hi\u0000'] } } },
      }),
    );
  });
});

describe('CORS', () => {
  it('allows a configured origin and answers its preflight', async () => {
    const preflight = await fetch(`${apiUrl()}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, tenant, locale',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Tenant/);
  });

  it('gives no CORS headers to other origins', async () => {
    const response = await gql('{ products(first: 0) { total } }', {}, { origin: 'https://evil.example' });
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    const preflight = await fetch(`${apiUrl()}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 403);
  });
});
