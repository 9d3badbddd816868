import { localeCookie, type Locale } from '@remac/shared-contracts';

export function readLocaleCookie(cookie: string): string | undefined {
  const pair = cookie.split('; ').find((part) => part.startsWith(`${localeCookie.name}=`));
  return pair?.slice(localeCookie.name.length + 1);
}

export function saveLocaleCookie(locale: Locale, doc: Pick<Document, 'cookie'> = document): void {
  const maxAge = localeCookie.maxAgeDays * 24 * 60 * 60;
  doc.cookie = `${localeCookie.name}=${locale}; Max-Age=${maxAge}; Path=${localeCookie.path}; SameSite=${localeCookie.sameSite}`;
}
