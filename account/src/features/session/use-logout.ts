import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { pageSession } from '../../lib/session/session';

/** Spec §4: the visitor goes home, then the session resets (a member route left behind does not ask for login). */
export function useLogout() {
  const { locale } = useHost();
  const navigate = useNavigate();
  return useCallback(() => {
    navigate(localizedPath('index', locale));
    pageSession().logout();
  }, [locale, navigate]);
}
