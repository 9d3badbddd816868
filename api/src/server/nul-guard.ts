import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const message = 'Text must not contain NUL characters (\\u0000)';
const refusal = () => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
};

const noNulInLiterals: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes('\u0000'))
      context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } }));
  },
});

/**
 * PostgreSQL text and jsonb cannot hold NUL, so a NUL in any string input (a literal in the document or a
 * variable, at any depth of an input object or JSON value) is a client error here, before any resolver
 * passes it to the database.
 */
export function nulGuardPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInLiterals);
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (hasNul(args.variableValues)) setResultAndStopExecution({ errors: [refusal()] });
    },
  };
}
