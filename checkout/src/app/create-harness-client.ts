import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { localeFromPath, tenant } from '@remac/shared-contracts';
import { apiHeaders, apiPaths } from '@remac/shared-contracts/graphql';

/** The harness's stand-in for the shell's GraphQL client: same endpoint and spec §7 headers. */
export function createHarnessClient(): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers: existing = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...existing,
        [apiHeaders.tenant]: tenant.id,
        [apiHeaders.locale]: localeFromPath(window.location.pathname),
        [apiHeaders.timezone]: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    }));
    return forward(operation);
  });
  return new ApolloClient({ link: ApolloLink.from([headers, new HttpLink({ uri: apiPaths.graphql })]), cache: new InMemoryCache() });
}
