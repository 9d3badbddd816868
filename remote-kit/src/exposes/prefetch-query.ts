import type { ApolloClient, OperationVariables } from '@apollo/client';

/**
 * A query of a page's `prefetch`: fetched and written into the cache for the server's render to read.
 * `client.query` would also read the whole answer back out of the cache to return it; here the answer
 * is returned as it came, and the render's read is the only one.
 */
export async function prefetchQuery<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: ApolloClient.QueryOptions<TData, TVariables>,
): Promise<ApolloClient.QueryResult<TData>> {
  const result = await client.query<TData, TVariables>({ ...options, fetchPolicy: 'no-cache' });
  if (result.data) {
    const written = { query: options.query, variables: options.variables, data: result.data };
    client.writeQuery(written as ApolloClient.WriteQueryOptions<TData, TVariables>);
  }
  return result as ApolloClient.QueryResult<TData>;
}
