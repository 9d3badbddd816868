import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedPath, loginRedirectParam, session, type EventBus, type Locale, type RouteDefinition } from '@remac/shared-contracts';

/**
 * Spec §4, protected pages: a guest on a member route goes to login, which carries the requested path back.
 * Whether the visitor is logged in comes from the account remote's replayed `session` channel only (the
 * shell never reads account's storage). Until account has said, nothing happens: the server cannot know the
 * session (its tokens live in the browser), so the page renders its neutral state there and decides here.
 */
export function useMemberGuard(route: RouteDefinition, bus: EventBus, locale: Locale) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const guarded = route.access === 'member';

  useEffect(() => {
    if (!guarded) return;
    return bus.channel(session).subscribe(({ loggedIn }) => {
      // Logging out goes home before it resets the session: a visitor who has already left stays where they went.
      if (loggedIn || window.location.pathname !== pathname) return;
      const query = new URLSearchParams({ [loginRedirectParam]: `${pathname}${search}` });
      navigate(`${localizedPath('auth-login', locale)}?${query.toString()}`, { replace: true });
    });
  }, [guarded, bus, locale, pathname, search, navigate]);
}
