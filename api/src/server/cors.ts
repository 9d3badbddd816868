import type { IncomingMessage, ServerResponse } from 'node:http';
import { header } from './http-utils.js';

const allowedHeaders = 'Content-Type, Authorization, Tenant, Locale, Timezone, Accept, apollo-require-preflight, x-apollo-operation-name';

/** Adds CORS headers for allow-listed origins; answers preflight requests. Returns true when the request is done. */
export function handleCors(req: IncomingMessage, res: ServerResponse, allowlist: readonly string[]): boolean {
  const origin = header(req, 'origin');
  const allowed = origin !== undefined && allowlist.includes(origin);
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS' && header(req, 'access-control-request-method')) {
    if (allowed) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', allowedHeaders);
      res.setHeader('Access-Control-Max-Age', '600');
    }
    res.writeHead(allowed ? 204 : 403);
    res.end();
    return true;
  }
  return false;
}
