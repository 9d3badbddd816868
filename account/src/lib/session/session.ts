import { tenant, type Locale } from '@remac/shared-contracts';
import { oauthClient } from '../oauth';
import { SessionManager } from './session-manager';
import { localSessionStore } from './session-storage';
import { runExclusive } from './run-exclusive';

let locale: Locale = 'el';
let manager: SessionManager | undefined;

/** The page's one session, shared by every exposed module of the remote (they share this module). */
export function pageSession(): SessionManager {
  if (!manager) {
    const oauth = oauthClient(tenant.id, () => locale);
    manager = new SessionManager({ store: localSessionStore(), refresh: oauth.refresh, revoke: oauth.revoke, runExclusive });
  }
  return manager;
}

/** The language the OAuth calls send (their error texts come back in it). */
export function setSessionLocale(next: Locale): void {
  locale = next;
}
