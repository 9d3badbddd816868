import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localizedPath, loginRedirectParam } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { pageSession } from '../../lib/session/session';
import { isLocalPath } from '../../lib/session/session-state';
import { useSession } from '../../lib/session/use-session';
import { completingLogin } from './use-after-login';

/**
 * Spec §4: the auth pages store the path a guest asked for, and while logged in send the member to the
 * stored redirect path or home. Returns whether the form may show.
 */
export function useLeaveWhenLoggedIn(): boolean {
  const { locale } = useHost();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get(loginRedirectParam);
  const { loggedIn } = useSession();

  useEffect(() => {
    if (isLocalPath(requested)) pageSession().setRedirect(requested);
  }, [requested]);

  useEffect(() => {
    if (!loggedIn || completingLogin()) return;
    const session = pageSession();
    const target = session.snapshot().redirect ?? localizedPath('index', locale);
    session.setRedirect(null);
    navigate(target, { replace: true });
  }, [loggedIn, locale, navigate]);

  return !loggedIn;
}
