import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { Locale } from '@remac/shared-contracts';
import { apiHeaders, apiPaths } from '@remac/shared-contracts/graphql';
import { ServerRenderCache, shareDocumentInfo } from './server-document-work';

export interface GraphqlClientOptions {
  uri?: string;
  tenant: string;
  getLocale: () => Locale;
  getAccessToken: () => string | null | undefined;
  timezone?: string;
  fetch?: typeof fetch;
  /** On the server: fetch each query once for the page being rendered. */
  ssrMode?: boolean;
}

let browserTimezone: string | undefined;

interface WithTemporal {
  Temporal?: { Now: { timeZoneId(): string } };
}

/**
 * The visitor's time zone, asked once: the answer does not change while the page is open. Temporal answers at once;
 * Intl first loads the locale's data, 60–110 ms at a phone's CPU, which landed in the task of the page's first API
 * request (a shopper's first filter click).
 */
function defaultTimezone(): string {
  browserTimezone ??= (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserTimezone;
}

/** The spec §7 headers for one request: Tenant, Locale, Timezone and, when logged in, Authorization. */
export function requestHeaders(options: GraphqlClientOptions): Record<string, string> {
  const token = options.getAccessToken();
  return {
    [apiHeaders.tenant]: options.tenant,
    [apiHeaders.locale]: options.getLocale(),
    [apiHeaders.timezone]: options.timezone ?? defaultTimezone(),
    ...(token ? { [apiHeaders.authorization]: `Bearer ${token}` } : {}),
  };
}

/** The one GraphQL client of the page, shared with every remote through ApolloProvider. */
export function createGraphqlClient(options: GraphqlClientOptions): ApolloClient {
  const headers = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers: existing = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...existing, ...requestHeaders(options) },
    }));
    return forward(operation);
  });
  const link = ApolloLink.from([headers, new HttpLink({ uri: options.uri ?? apiPaths.graphql, fetch: options.fetch })]);
  if (!options.ssrMode) return new ApolloClient({ link, cache: new InMemoryCache() });
  // A server render reads each answer once: memoising reads (for re-renders that never come) is cost only.
  const client = new ApolloClient({ link, cache: new ServerRenderCache({ resultCaching: false }), ssrMode: true });
  shareDocumentInfo(client);
  return client;
}
