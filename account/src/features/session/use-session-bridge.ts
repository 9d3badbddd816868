import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { accessToken, matchPath, session, type EventBus } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { CurrentUserDocument } from '../../lib/graphql/generated';
import { expiryRedirect } from '../../lib/session/expiry-redirect';
import { isLoggedIn } from '../../lib/session/session-state';
import { pageSession, setSessionLocale } from '../../lib/session/session';
import type { SessionEvent } from '../../lib/session/session-manager';

const published = new WeakMap<EventBus, string>();

/** Tells the shell and the other remotes (GraphQL client, protected routes, checkout) on the bus. */
function publish(bus: EventBus): void {
  const state = pageSession().snapshot();
  const loggedIn = isLoggedIn(state, Date.now());
  const token = loggedIn ? state.token : null;
  const email = loggedIn ? state.email : null;
  const key = JSON.stringify([token, email]);
  if (published.get(bus) === key) return;
  published.set(bus, key);
  // The token first: a query started by a session listener already carries it.
  bus.channel(accessToken).emit({ token });
  bus.channel(session).emit({ loggedIn, email });
}

/** Of the remote's modules on the page, the first mounted answers session events (one fetch, one navigation). */
const answerers: symbol[] = [];

/**
 * Every exposed module of the remote runs this: it starts the session after mounting, publishes it on
 * the bus, remembers the member route the visitor is on, and answers login, logout and expiry.
 */
export function useSessionBridge(): void {
  const { bus, locale } = useHost();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef({ client, navigate, locale });
  latest.current = { client, navigate, locale };

  useEffect(() => setSessionLocale(locale), [locale]);

  useEffect(() => {
    const manager = pageSession();
    const unsubscribe = manager.subscribe(() => publish(bus));
    manager.start();
    publish(bus);
    return unsubscribe;
  }, [bus]);

  useEffect(() => {
    const member = matchPath(pathname)?.route.access === 'member';
    pageSession().visit(member ? pathname : null);
  }, [pathname]);

  useEffect(() => {
    const me = Symbol('answerer');
    answerers.push(me);
    const answer = (event: SessionEvent) => {
      if (answerers[0] !== me) return undefined;
      const { client, navigate, locale } = latest.current;
      if (event.type === 'loggedIn') {
        // Spec §4 and §7: the cache is cleared after login, then the user (e-mail) is fetched; errors are only logged.
        return client
          .clearStore()
          .then(() => client.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' }))
          .then(({ data }) => data?.user && pageSession().setEmail(data.user.email))
          .catch((error: unknown) => console.warn('account: user not fetched', error));
      }
      if (event.type === 'cleanedUp') return client.clearStore();
      if (event.type === 'expired') {
        const target = expiryRedirect(event.lastPath, window.location.pathname, locale);
        if (target) navigate(target, { replace: true });
        return client.clearStore();
      }
      return undefined;
    };
    const stop = pageSession().onEvent(answer);
    return () => {
      stop();
      answerers.splice(answerers.indexOf(me), 1);
    };
  }, []);
}
