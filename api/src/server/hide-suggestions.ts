import { GraphQLError } from 'graphql';
import { maskError, type Plugin, type YogaServerOptions } from 'graphql-yoga';

type MaskError = NonNullable<Exclude<YogaServerOptions<object, object>['maskedErrors'], boolean | undefined>['maskError']>;

/**
 * graphql-js ends many messages with "Did you mean …?" (fields, arguments, enum values, input fields, also
 * in variables), which hands out the schema that introspection keeps hidden. Messages are shortened in
 * place: a new error object would be logged by yoga as an unexpected one. Errors of compiled execution
 * (graphql-jit) have a read-only message, and none of them suggests anything: they are left as they are.
 */
const withoutSuggestion = <T>(error: T): T => {
  if (!(error instanceof GraphQLError)) return error;
  const message = error.message.replace(/\s*Did you mean .*\?$/s, '');
  if (message !== error.message) error.message = message;
  return error;
};

/** Validation errors (unknown fields, arguments, enum values written in the document). */
export function hideSuggestionsPlugin(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map(withoutSuggestion));
      },
  };
}

/** Errors of execution, including values given in the variables. */
export const maskErrorWithoutSuggestions: MaskError = (error, message, isDev) => maskError(withoutSuggestion(error), message, isDev);
