import { useEffect } from 'react';
import { matchPath, routeModule } from '@remac/shared-contracts';
import { loadRemoteModuleOnce } from './remote-module-cache';

/** What shows that the visitor may follow a link: the pointer over it, focus on it, a finger on it. */
const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** The Network Information API (Chromium): not in TypeScript's DOM types. */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Spec §9: no link prefetch on a 2G connection or with data saver on. There every byte counts, and the visitor may
 * never follow the link; the page's module then loads with the navigation.
 */
export function connectionAllowsPrefetch(connection = (navigator as { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return true;
  return !connection.saveData && !connection.effectiveType?.endsWith('2g');
}

function onIntent(event: Event): void {
  if (!connectionAllowsPrefetch()) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const route = matchPath(link.pathname)?.route;
  if (!route) return;
  const { remote, module } = routeModule(route);
  // One attempt, no retries: the navigation itself loads (and retries) if this fails.
  void loadRemoteModuleOnce(remote, module, []).catch(() => undefined);
}

/**
 * Loads the route module a link leads to as soon as the visitor shows they may follow it, so the page it
 * opens renders without waiting for its script: each first view downloads only its own page module (home
 * has one of its own), and the next page's comes with the visitor's intent rather than after the click.
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    for (const event of intentEvents) document.addEventListener(event, onIntent, { capture: true, passive: true });
    return () => {
      for (const event of intentEvents) document.removeEventListener(event, onIntent, { capture: true });
    };
  }, []);
}
