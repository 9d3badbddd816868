/**
 * The shop's public address, for absolute links in e-mails: `SHOP_PUBLIC_URL` (e.g. https://www.remac.gr), else the
 * host's address under `npm start` (http://localhost:8080). No trailing slash.
 */
export function shopPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SHOP_PUBLIC_URL?.trim();
  if (!configured) return 'http://localhost:8080';
  const url = new URL(configured);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
