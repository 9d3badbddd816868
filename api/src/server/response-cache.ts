import type { Plugin } from 'graphql-yoga';
import { createHash } from 'node:crypto';
import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { GraphQLContext } from './graphql-context.js';

/** Answers that belong to one visitor or change with each action: never cached, whatever else the query asks. */
const live = [
  'Cart',
  'CheckoutOptions',
  'Order',
  'User',
  'Form',
  'Query.cart',
  'Query.checkoutOptions',
  'Query.order',
  'Query.user',
  'Query.form',
  'Query.memberOrders',
  'Query.memberOrder',
  // Trade-in: slots fill up, requests get messages, a quote's validity runs from now.
  'TradeInRequest',
  'RepairSlot',
  'TradeInQuote',
  'Query.repairSlots',
  'Query.tradeInRequest',
  'Query.myTradeInRequests',
  'Query.tradeInQuote',
];

const servedFromCache = Symbol.for('servedFromResponseCache');

/**
 * A per-process cache of anonymous catalogue query answers (spec: catalogue data may be cached), decided on
 * the parsed operation by @graphql-yoga/plugin-response-cache: only query operations are stored, mutations
 * never (they evict the entities they return), nor any answer naming a live type or root field, nor a request
 * with credentials. Each process fills its own; nothing in it is needed by another, so the API stays stateless.
 */
export function responseCachePlugin(ttlSeconds: number): Plugin[] {
  if (ttlSeconds <= 0) return [];
  return [
    useResponseCache<GraphQLContext>({
      cache: createInMemoryCache({ max: 2000 }),
      ttl: ttlSeconds * 1000,
      ttlPerSchemaCoordinate: Object.fromEntries(live.map((coordinate) => [coordinate, 0])),
      session: () => null,
      enabled: (request) => !request.headers.has('authorization'),
      // The answer depends on the store, the language and the time zone as well as on the request itself.
      // Hashed here, synchronously: the plugin's own hash goes through WebCrypto's promises (28 % of a hit's CPU).
      buildResponseCacheKey: ({ documentString, variableValues, operationName, context }) => {
        const { tenantId, locale, timezone } = context as unknown as GraphQLContext;
        const key = JSON.stringify([tenantId, locale, timezone, operationName ?? null, documentString, variableValues ?? {}]);
        return createHash('sha256').update(key).digest('hex');
      },
    }),
    {
      // Tells a cached answer apart (benchmarks, debugging) without adding anything to the body.
      onResultProcess({ result, setResult }) {
        if (!result || Array.isArray(result) || Symbol.asyncIterator in result || !(servedFromCache in result)) return;
        const extensions = result.extensions ?? {};
        const http = (extensions.http ?? {}) as { headers?: Record<string, string> };
        setResult({ ...result, extensions: { ...extensions, http: { ...http, headers: { ...http.headers, 'x-cache': 'hit' } } } });
      },
    },
  ];
}
