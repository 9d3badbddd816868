import { GraphQLError } from 'graphql';

/** A client error that GraphQL responses carry with a stable code (never masked). */
export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function notAuthenticated(): GraphQLError {
  return new GraphQLError('Authentication required', { extensions: { code: 'UNAUTHENTICATED' } });
}
