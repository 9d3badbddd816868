import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { localizedPath } from '@remac/shared-contracts';
import { useHost } from '@remac/remote-kit';
import { pageSession } from '../../lib/session/session';
import type { IssuedTokens } from '../../lib/oauth';

let completing = false;

/** While a form of this page completes a login, it navigates itself (once the cache is cleared). */
export const completingLogin = () => completing;

/** Starts the session, waits for the cleared cache and the user, then goes to the stored redirect or home. */
export function useAfterLogin() {
  const { locale } = useHost();
  const navigate = useNavigate();
  return useCallback(
    async (tokens: IssuedTokens) => {
      const session = pageSession();
      completing = true;
      try {
        await session.login(tokens);
      } finally {
        completing = false;
      }
      const target = session.snapshot().redirect ?? localizedPath('index', locale);
      session.setRedirect(null);
      navigate(target, { replace: true });
    },
    [locale, navigate],
  );
}
