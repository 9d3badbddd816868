import { createYoga } from 'graphql-yoga';
import type { ApiConfig } from '../config/config.js';
import type { GraphQLContext } from './graphql-context.js';
import { schema } from './schema.js';
import { INTERNAL_ERROR_MESSAGE } from './http-utils.js';
import { queryLimitPlugins } from './query-limits.js';
import { nulGuardPlugin } from './nul-guard.js';
import { responseCachePlugin } from './response-cache.js';
import { compiledExecutionPlugin } from './compiled-execution.js';
import { hideSuggestionsPlugin, maskErrorWithoutSuggestions } from './hide-suggestions.js';

/** GraphQL over HTTP. Unexpected errors are masked (the spec's generic text: no stack, no SQL); client errors keep their code. */
export function createGraphQLHandler(config: ApiConfig) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    cors: false,
    landingPage: false,
    graphiql: config.graphiql,
    // The route has read the body within API_BODY_LIMIT before Yoga sees it (graphql-route.ts); Yoga's own limit
    // would pipe that body through a stream again (7 % of a cached answer's CPU).
    maxRequestBodySize: false,
    maskedErrors: {
      errorMessage: INTERNAL_ERROR_MESSAGE,
      isDev: config.exposeErrors,
      ...(config.introspection ? {} : { maskError: maskErrorWithoutSuggestions }),
    },
    // The limits run before the cache: only a request within them is ever executed, and so ever stored.
    plugins: [
      ...queryLimitPlugins(config),
      nulGuardPlugin(),
      ...(config.introspection ? [] : [hideSuggestionsPlugin()]),
      // Before the cache: the cache's executor (which tells live answers apart) then runs the compiled operation;
      // after it, the compiled one would replace the cache's and every answer would be stored.
      ...compiledExecutionPlugin(config.compileAfterUses),
      ...responseCachePlugin(config.responseCacheTtlSeconds),
    ],
    logging: process.env.API_LOG === 'debug' ? 'debug' : 'warn',
  });
}
