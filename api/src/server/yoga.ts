import { createYoga, type Plugin } from 'graphql-yoga';
import type { ApiConfig } from '../config/config.js';
import type { GraphQLContext } from './graphql-context.js';
import { schema } from './schema.js';
import { queryLimitsRule } from './query-limits.js';

function limitsPlugin(config: ApiConfig): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule(config.maxDepth, config.maxCost));
    },
  };
}

/** GraphQL over HTTP. Unexpected errors are masked (no stack, no SQL); client errors keep their code. */
export function createGraphQLHandler(config: ApiConfig) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    cors: false,
    landingPage: false,
    graphiql: process.env.API_GRAPHIQL === '1',
    maskedErrors: { isDev: config.exposeErrors },
    plugins: [limitsPlugin(config)],
    logging: process.env.API_LOG === 'debug' ? 'debug' : 'warn',
  });
}
