import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { devicesPathPattern, tradeInCatalog } from './tradein-catalog.js';
import { serveDeclarationFile } from './declaration-files.js';

/**
 * GET /media/tradein/<tenant>/devices-<hash>.json: the devices database for client-side search. Its name carries
 * its content hash, so it is cached for a year; a stale hash answers 404 (the client asks tradeInCatalog again).
 * The declaration's template and font are served next to it (declaration-files.ts). Returns false when the path is
 * not this route's.
 */
export async function serveDevicesFile(db: Kysely<Database>, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (serveDeclarationFile(req, res, url)) return true;
  const match = url.pathname.match(devicesPathPattern);
  if (!match) return false;
  const tenant = await db.selectFrom('tenants').select('id').where('id', '=', match[1]!).executeTakeFirst();
  const catalog = tenant ? await tradeInCatalog(db, tenant.id) : null;
  if (!catalog || catalog.hash !== match[2]) {
    res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ error: 'not_found' }));
    return true;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': catalog.bytes.length,
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
  });
  res.end(req.method === 'HEAD' ? undefined : catalog.bytes);
  return true;
}
