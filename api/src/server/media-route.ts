import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiConfig } from '../config/config.js';
import { HttpError } from './http-utils.js';
import { imageFile } from '../media/render-image.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { serveDevicesFile } from '../modules/tradein/devices-file-route.js';

const pattern = /^\/media\/images\/([a-z][a-z0-9-]{1,60})-(\d{3,4})\.(webp|avif)$/;

/**
 * GET /media/images/<key>-<width>.<webp|avif>: generated product pictures, cached for a year;
 * GET /media/tradein/<tenant>/devices-<hash>.json: the trade-in devices database (with a database).
 */
export function createMediaRoute(config: ApiConfig, db?: Kysely<Database>) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'Method not allowed');
    if (db && (await serveDevicesFile(db, req, res, url))) return;
    const match = url.pathname.match(pattern);
    if (!match) throw new HttpError(404, 'Not found');
    const format = match[3] as 'webp' | 'avif';
    const bytes = await imageFile(config.mediaDir, match[1]!, Number(match[2]), format);
    if (!bytes) throw new HttpError(404, 'Not found');
    res.writeHead(200, {
      'content-type': `image/${format}`,
      'content-length': bytes.length,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}
