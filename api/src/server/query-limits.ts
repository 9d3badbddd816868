import { GraphQLError, Kind, type FieldNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { ApiConfig } from '../config/config.js';
import { costLimitPlugin } from './cost-limit.js';

/** graphql-armor words its refusals as syntax errors; ours say what was too big and carry a stable code. */
const refusal = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code } });

const reportAs = (code: string) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(refusal(error, code))],
});

/** `__type(name:) { name kind }` only tells whether a type exists; the GraphQL-over-HTTP conformance audit uses it. */
const typeExistence = (node: FieldNode) =>
  node.name.value === '__type' &&
  (node.selectionSet?.selections ?? []).every((s) => s.kind === Kind.FIELD && ['name', 'kind', '__typename'].includes(s.name.value));

/** Introspection is reached only through `__schema` and `__type`: refusing those refuses all of it, with one error. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
    if (!typeExistence(node)) {
      context.reportError(new GraphQLError('Introspection is disabled', { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED' } }));
    }
    return false;
  },
});

/**
 * One request must not occupy the API: tokens are counted while parsing, aliases, depth (introspection
 * included) and directives while validating, and the cost with the request's variables just before execution.
 * Introspection is off unless `API_INTROSPECTION=1` (development).
 */
export function queryLimitPlugins(config: ApiConfig): Plugin[] {
  const { limits } = config;
  return [
    maxTokensPlugin({
      n: limits.maxTokens,
      onReject: [
        (_, error) => {
          throw refusal(error, 'QUERY_TOO_LONG');
        },
      ],
    }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(maxAliasesRule({ n: limits.maxAliases, ...reportAs('QUERY_TOO_MANY_ALIASES') }));
        // GraphiQL's own schema query is 15 levels deep: with introspection on, `__schema` is left to
        // graphql-js's introspection depth rule; `__type` chains are always counted.
        addValidationRule(
          maxDepthRule({
            n: limits.maxDepth,
            flattenFragments: true,
            ignoreIntrospection: config.introspection,
            ...reportAs('QUERY_TOO_DEEP'),
          }),
        );
        addValidationRule(maxDirectivesRule({ n: limits.maxDirectives, ...reportAs('QUERY_TOO_MANY_DIRECTIVES') }));
        if (!config.introspection) addValidationRule(noIntrospection);
      },
    },
    costLimitPlugin(limits.maxCost),
  ];
}
