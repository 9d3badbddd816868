import { useSyncExternalStore } from 'react';
import { guestSession, isLoggedIn, type SessionState } from './session-state';
import { pageSession } from './session';

const subscribe = (listener: () => void) => {
  const session = pageSession();
  const unsubscribe = session.subscribe(listener);
  session.start();
  return unsubscribe;
};
const snapshot = () => pageSession().snapshot();
const serverSnapshot = () => guestSession;

/**
 * The session as the page shows it. The server and the hydrating browser see a guest (tokens live in the
 * browser); the stored session is read once the component is mounted, never in a first render.
 */
export function useSession(): SessionState & { loggedIn: boolean } {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { ...state, loggedIn: isLoggedIn(state, Date.now()) };
}
