import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { accessToken, createEventBus, hydratesOnInteraction, localeFromPath, tenant } from '@remac/shared-contracts';
import { App } from './app';
import { readServerAnswersUntilHydrated } from './read-server-answers';
import { readRegistry, registerRegistry } from '../features/remotes/remote-registry';
import { registerProvidedLibraries } from '../features/remotes/register-provided-libraries';
import { loadRemoteModuleOnce } from '../features/remotes/remote-module-cache';
import { initialLocaleRedirect } from '../features/locale/initial-locale-redirect';
import { initI18n } from '../features/locale/i18n';
import { readServerState, type ServerState } from '../features/server-render/server-state';
import { createGraphqlClient } from '../lib/graphql-client';
import { yieldToBrowser } from '../lib/yield-to-browser';
import '../styles/global.css';
import { announceInlinedStylesheets } from '../features/remotes/inlined-stylesheets';

/**
 * Hydration needs every module the server rendered, except those whose markup stands until the visitor
 * interacts (they load then); without one of them the browser renders the page anew at once (one attempt
 * each: the slot that misses its module then retries as usual).
 */
async function serverModulesLoaded(state: ServerState): Promise<boolean> {
  const needed = state.modules.filter((module) => !hydratesOnInteraction(module));
  try {
    await Promise.all(needed.map(({ remote, module }) => loadRemoteModuleOnce(remote, module, [])));
    return true;
  } catch {
    return false;
  }
}

export async function startShell(container: HTMLElement): Promise<void> {
  const { pathname, search, hash } = window.location;
  const redirect = initialLocaleRedirect({ pathname, search, hash, cookie: document.cookie, languages: navigator.languages });
  if (redirect) window.history.replaceState(null, '', redirect);

  const locale = localeFromPath(window.location.pathname);
  document.documentElement.lang = locale;
  // Markup rendered for another address or language cannot be hydrated.
  const serverState = redirect ? null : readServerState();
  const [registry] = await Promise.all([readRegistry(), initI18n(locale)]);
  await yieldToBrowser();
  registerProvidedLibraries();
  announceInlinedStylesheets();
  registerRegistry(registry);

  const bus = createEventBus();
  const client = createGraphqlClient({
    tenant: tenant.id,
    getLocale: () => localeFromPath(window.location.pathname),
    getAccessToken: () => bus.channel(accessToken).latest()?.token,
  });
  const app: ReactElement = <App services={{ bus, tenant }} client={client} />;

  await yieldToBrowser();
  if (serverState?.locale === locale && (await serverModulesLoaded(serverState))) {
    client.cache.restore(serverState.apollo as never);
    readServerAnswersUntilHydrated(client);
    // In a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  const root = createRoot(container);
  // A transition lets React yield to the browser while it renders the first page, instead of one long task.
  startTransition(() => root.render(app));
}
