import { useMemo, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { accessToken, createEventBus, localeFromPath, tenant, type HostContext, type RemoteName } from '@remac/shared-contracts';
import { createGraphqlClient } from '@remac/shell/graphql-client';
import type { ExposedModules } from './harness-modules';
import { HarnessFrame } from './harness-frame';

export interface HarnessOptions {
  remote: RemoteName;
  /** Every module the remote exposes, by exposed name (`Page`, `HeaderSearch`, …). */
  modules: ExposedModules;
  /** Extra content for the harness's index page, e.g. products to add to the cart. */
  index?: ComponentType<HostContext>;
}

/** What the shell would give the remote: router, locale, event bus, the shell's GraphQL client, tenant. */
export function Harness({ remote, modules, index }: HarnessOptions) {
  const bus = useMemo(() => createEventBus(), []);
  const client = useMemo(
    () =>
      createGraphqlClient({
        tenant: tenant.id,
        getLocale: () => localeFromPath(window.location.pathname),
        // As the shell: the account remote's member token, when it publishes one.
        getAccessToken: () => bus.channel(accessToken).latest()?.token,
      }),
    [bus],
  );
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <HarnessFrame remote={remote} modules={modules} bus={bus} index={index} />
      </BrowserRouter>
    </ApolloProvider>
  );
}
