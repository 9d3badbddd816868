import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ApiConfig } from '../config/config.js';
import { passwordGrant, refreshGrant, revokeToken } from '../modules/accounts/grants.js';
import { userOfAccessToken } from '../modules/accounts/tokens.js';
import { OAuthError } from '../modules/accounts/oauth-errors.js';
import { header, HttpError, readBody, sendJson } from './http-utils.js';
import { checkTrustedProxies, readRequestInfo } from './request-info.js';

/** JSON (spec §7) or form-encoded (RFC 6749) request bodies. */
async function readParams(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const text = (await readBody(req, limit)).toString('utf8');
  const type = header(req, 'content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the error below
  }
  throw new OAuthError(400, 'invalid_request', 'missing');
}

export function createOAuthRoutes(db: Kysely<Database>, config: ApiConfig) {
  checkTrustedProxies(config.trustedProxies);
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const info = await readRequestInfo(req, db, config);
    const ctx = { db, config, tenantId: info.tenantId, locale: info.locale, address: info.clientAddress };
    try {
      if (url.pathname === '/oauth/token' && req.method === 'POST') {
        const params = await readParams(req, config.bodyLimitBytes);
        const grant = params.grant_type ?? (params.refresh_token ? 'refresh_token' : 'password');
        if (grant === 'password') return sendJson(res, 200, await passwordGrant(ctx, params));
        if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(ctx, params));
        throw new OAuthError(400, 'unsupported_grant_type', 'grantType');
      }
      if (url.pathname === '/oauth/revoke' && req.method === 'POST') {
        const params = await readParams(req, config.bodyLimitBytes);
        const token = typeof params.token === 'string' ? params.token : info.bearer;
        if (!token) throw new OAuthError(400, 'invalid_request', 'token');
        await revokeToken(db, token);
        return sendJson(res, 200, { revoked: true });
      }
      if (url.pathname === '/oauth/token/info' && req.method === 'GET') {
        const row = info.bearer ? await userOfAccessToken(db, info.tenantId, info.bearer) : undefined;
        if (!row) throw new OAuthError(401, 'invalid_token', 'token');
        return sendJson(res, 200, {
          active: true,
          token_type: 'Bearer',
          user_id: String(row.id),
          email: row.email,
          expires_in: row.expires_in,
        });
      }
      throw new HttpError(
        url.pathname.startsWith('/oauth/') && ['/oauth/token', '/oauth/revoke', '/oauth/token/info'].includes(url.pathname) ? 405 : 404,
        'Not found',
      );
    } catch (error) {
      if (error instanceof OAuthError) {
        const headers: Record<string, string> = error.status === 401 ? { 'www-authenticate': 'Bearer error="invalid_token"' } : {};
        if (error.status === 429) headers['retry-after'] = String(error.extra.retry_after ?? 60);
        return sendJson(res, error.status, error.body(info.locale), headers);
      }
      throw error;
    }
  };
}
