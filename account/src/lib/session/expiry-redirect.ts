import { localizedPath, loginRedirectParam, type Locale } from '@remac/shared-contracts';

/** Spec §4: on expiry, login is shown only if the visitor is still on the last protected path. */
export function expiryRedirect(lastPath: string | null, currentPath: string, locale: Locale): string | null {
  if (!lastPath || lastPath !== currentPath) return null;
  const query = new URLSearchParams({ [loginRedirectParam]: lastPath });
  return `${localizedPath('auth-login', locale)}?${query.toString()}`;
}
