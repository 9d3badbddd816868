import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { accessToken, createEventBus, localeFromPath, tenant } from '@remac/shared-contracts';
import { App } from './app';
import { readRegistry, registerRegistry } from '../features/remotes/remote-registry';
import { registerProvidedLibraries } from '../features/remotes/register-provided-libraries';
import { initialLocaleRedirect } from '../features/locale/initial-locale-redirect';
import { initI18n } from '../features/locale/i18n';
import { createGraphqlClient } from '../lib/graphql-client';
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import '../styles/global.css';

export async function startShell(container: HTMLElement): Promise<void> {
  const { pathname, search, hash } = window.location;
  const redirect = initialLocaleRedirect({ pathname, search, hash, cookie: document.cookie, languages: navigator.languages });
  if (redirect) window.history.replaceState(null, '', redirect);

  const locale = localeFromPath(window.location.pathname);
  document.documentElement.lang = locale;
  const [registry] = await Promise.all([readRegistry(), initI18n(locale)]);
  registerProvidedLibraries();
  registerRegistry(registry);

  const bus = createEventBus();
  const client = createGraphqlClient({
    tenant: tenant.id,
    getLocale: () => localeFromPath(window.location.pathname),
    getAccessToken: () => bus.channel(accessToken).latest()?.token,
  });
  const root = createRoot(container);
  // A transition lets React yield to the browser while it renders the first page, instead of one long task.
  startTransition(() => root.render(<App services={{ bus, tenant }} client={client} />));
}
