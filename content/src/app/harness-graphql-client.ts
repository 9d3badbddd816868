import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { localeFromPath, tenant } from '@remac/shared-contracts';

/** The harness's stand-in for the shell's GraphQL client: same endpoint and spec §7 headers. */
export function createHarnessClient(): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext({ headers: { Tenant: tenant.id, Locale: localeFromPath(window.location.pathname) } });
    return forward(operation);
  });
  return new ApolloClient({ link: ApolloLink.from([headers, new HttpLink({ uri: '/graphql' })]), cache: new InMemoryCache() });
}
