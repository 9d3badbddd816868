import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print, separateOperations } from 'graphql';
import { loadConfig } from '../../src/config/config.js';
import { createGraphQLHandler } from '../../src/server/yoga.js';
import type { GraphQLContext } from '../../src/server/graphql-context.js';
import { anonymousContext } from '../support/in-process.js';
import { listingAggregations } from '../../bench/queries.js';
import { onItsOwnDatabase } from '../support/phases.js';
import { seededDatabase } from '../support/seeded-database.js';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });

/** Every query the catalogue remote sends, and the shop rules: the storefront's anonymous reads, as one document. */
const storefrontQueries = [
  ...graphqlFiles(path.join(repo, 'catalog/src')),
  path.join(repo, 'content/src/features/pages/shop-rules.graphql'),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** Each operation with the fragments it uses, as Apollo sends it. */
const operations = new Map(Object.entries(separateOperations(parse(storefrontQueries))).map(([name, document]) => [name, print(document)]));

/**
 * The API runs recurring operations compiled (graphql-jit, src/server/compiled-execution.ts). Each storefront query,
 * and requests with bad variables, must get the very answer the reference executor gives, errors included.
 */
describe('Compiled operations answer as the reference executor does', onItsOwnDatabase, () => {
  // The answers are compared whole: status, data, errors with their codes, paths and locations.
  const db = seededDatabase();
  const config = { ...loadConfig({}), responseCacheTtlSeconds: 0 };
  const reference = createGraphQLHandler({ ...config, compileAfterUses: null });
  const compiled = createGraphQLHandler({ ...config, compileAfterUses: 0 });

  async function ask(
    handler: typeof reference,
    operationName: string,
    variables: Record<string, unknown>,
    query = operations.get(operationName),
  ) {
    const response = await handler.fetch(
      'http://api.test/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, operationName, variables }),
      },
      anonymousContext(db) as unknown as GraphQLContext,
    );
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
  }

  // graphql-jit gives a resolver's error (one with a path) no location in the document; nothing reads it.
  const withoutResolverErrorLocations = (answer: Awaited<ReturnType<typeof ask>>) => ({
    ...answer,
    body: {
      ...answer.body,
      ...(answer.body.errors && {
        errors: answer.body.errors.map((error) => {
          const { locations, ...rest } = error as { path?: unknown; locations?: unknown };
          return rest.path ? rest : { ...rest, locations };
        }),
      }),
    },
  });

  async function bothAnswer(operationName: string, variables: Record<string, unknown> = {}) {
    const expected = await ask(reference, operationName, variables);
    const actual = await ask(compiled, operationName, variables);
    assert.deepEqual(withoutResolverErrorLocations(actual), withoutResolverErrorLocations(expected), operationName);
    return expected.body;
  }

  it('the same data for every storefront query', async () => {
    const search = await bothAnswer('SearchProducts', { first: 24, skip: 0, term: 'macbook', aggs: listingAggregations });
    const nodes = (search.data!.search as { nodes: { id: string }[] }).nodes;
    assert.ok(nodes.length > 2, 'the search finds products');
    const promotions = await bothAnswer('GetPromotions');
    const promotion = (promotions.data!.promotions as { nodes: { slug: string }[] }).nodes[0];
    const variablesOf: Record<string, Record<string, unknown>[]> = {
      SearchProducts: [{ first: 24, skip: 24, where: { category: 'macbook-air' }, order: 'PRICE_ASC', aggs: listingAggregations }],
      GetShippingBanner: [{ type: ['shipping'] }],
      GetFooterCategories: [{}],
      SearchSuggestions: [{ term: 'macb' }],
      GetCategories: [{}],
      GetCategoryPage: [{ slug: 'macbook-air' }, { slug: 'no-such-category' }],
      GetCompareProducts: [{ ids: nodes.slice(0, 3).map((node) => node.id) }],
      GetPromotion: [{ slug: promotion?.slug ?? 'no-such-promotion' }],
      GetPromotions: [{}],
      GetHome: [{}],
      GetPaymentOptions: [{ amount: 129_900 }],
      GetProduct: [{ slug: 'macbook-pro-14-m1-pro-2021-very-good' }, { slug: 'magic-keyboard-new' }, { slug: 'no-such-product' }],
      SeoLookup: [{ slug: 'macbook-air', type: 'TAXON' }],
      ShopRuleTexts: [{}],
    };
    for (const name of operations.keys()) {
      assert.ok(variablesOf[name], `${name}: give it variables here, so that it is compared too`);
      for (const variables of variablesOf[name]!) await bothAnswer(name, variables);
    }
  });

  it('the same errors for variables of the wrong type or missing', async () => {
    const wrong = await bothAnswer('GetProduct', { slug: 42 });
    assert.ok(wrong.errors?.length, 'a number is not a slug');
    await bothAnswer('GetProduct', {});
    await bothAnswer('GetPaymentOptions', { amount: 'a lot' });
    await bothAnswer('SeoLookup', { slug: 'macbook-air', type: 'NOT_A_TYPE' });
    await bothAnswer('SearchProducts', { first: 24, skip: 0, where: { category: ['not', 'a', 'slug'] } });
  });

  it('each operation of a document that names several gets its own answer', async () => {
    for (const name of ['GetCategories', 'GetHome', 'GetCategories']) {
      const answer = await ask(compiled, name, {}, storefrontQueries);
      assert.deepEqual(answer, await ask(reference, name, {}, storefrontQueries), name);
    }
  });

  it('the same answer when a resolver refuses the request', async () => {
    const refused = await bothAnswer('SearchProducts', { first: 24, skip: 0, term: 'mac', aggs: ['no such facet'] });
    assert.equal((refused.errors as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    await bothAnswer('SearchProducts', { first: 24, skip: 0, term: 'm'.repeat(201) });
  });
});
