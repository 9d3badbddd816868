import { startOutbox } from '../modules/checkout/outbox/outbox-runtime.js';
import { startHousekeeping } from '../modules/housekeeping/housekeeping-runtime.js';
import { startOrderNotices } from '../modules/checkout/orders/order-notices-runtime.js';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { ApiConfig } from '../config/config.js';
import { handleCors } from './cors.js';
import { HttpError, INTERNAL_ERROR_MESSAGE, sendJson } from './http-utils.js';
import { UnknownTenantError } from './request-info.js';
import { createGraphQLRoute } from './graphql-route.js';
import { createOAuthRoutes } from './oauth-routes.js';
import { createMediaRoute } from './media-route.js';
import { createReadiness } from './readiness.js';

function sendError(res: ServerResponse, url: URL, error: unknown) {
  if (res.headersSent) return res.destroy();
  const graphql = url.pathname === '/graphql';
  if (error instanceof UnknownTenantError) {
    return graphql
      ? sendJson(res, 400, { errors: [{ message: error.message, extensions: { code: 'UNKNOWN_TENANT' } }] })
      : sendJson(res, 400, { error: 'invalid_request', error_description: error.message });
  }
  if (error instanceof HttpError) {
    return graphql
      ? sendJson(res, error.status, { errors: [{ message: error.message, extensions: { code: `HTTP_${error.status}` } }] })
      : sendJson(res, error.status, { error: error.status === 413 ? 'invalid_request' : 'not_found', error_description: error.message });
  }
  console.error(error);
  return graphql
    ? sendJson(res, 500, {
        errors: [{ message: INTERNAL_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      })
    : sendJson(res, 500, { error: 'server_error', error_description: INTERNAL_ERROR_MESSAGE });
}

/**
 * The API's HTTP server: /graphql, /oauth/*, /media/*, /health (the process is up), /ready (and its database answers).
 * `embedded`: the database is PGlite, which housekeeping vacuums (it has no autovacuum).
 */
export function createApiServer(db: Kysely<Database>, config: ApiConfig, options: { embedded?: boolean } = {}) {
  const graphql = createGraphQLRoute(db, config);
  const oauth = createOAuthRoutes(db, config);
  const media = createMediaRoute(config, db);
  const stopOutbox = startOutbox(db, config.dataDir);
  const stopHousekeeping = startHousekeeping(db, config, { vacuum: options.embedded });
  const stopOrderNotices = startOrderNotices(db, config.shipmentNoticeIntervalSeconds);
  const ready = createReadiness(() => sql`select 1`.execute(db));
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    try {
      if (handleCors(req, res, config.corsOrigins)) return;
      if (url.pathname === '/graphql') return await graphql(req, res, url);
      if (url.pathname.startsWith('/oauth/')) return await oauth(req, res, url);
      if (url.pathname.startsWith('/media/')) return await media(req, res, url);
      if (url.pathname === '/health') return sendJson(res, 200, { status: 'ok' });
      if (url.pathname === '/ready') {
        return (await ready()) ? sendJson(res, 200, { status: 'ready' }) : sendJson(res, 503, { status: 'unavailable', database: 'down' });
      }
      throw new HttpError(404, 'Not found');
    } catch (error) {
      sendError(res, url, error);
    }
  });
  server.on('close', stopOutbox);
  server.on('close', stopHousekeeping);
  server.on('close', stopOrderNotices);
  return server;
}
