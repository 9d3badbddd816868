import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { packageRoot } from '../../config/paths.js';

/**
 * The responsibility declaration's template and its Greek-capable font (a Latin + Greek subset of DejaVu Sans;
 * declaration/README.md says how both were made), fetched by the browser only when it fills a declaration. Each
 * is named by its content hash, so it is cached for a year.
 */
const folder = path.join(packageRoot, 'src/modules/tradein/declaration');

function staticFile(name: string, extension: string, contentType: string) {
  const bytes = readFileSync(path.join(folder, `${name}.${extension}`));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { bytes, contentType, path: `/media/tradein/declaration/${name}-${hash}.${extension}` };
}

const files = [staticFile('declaration-template', 'pdf', 'application/pdf'), staticFile('DejaVuSans-Latin-Greek', 'ttf', 'font/ttf')];

/** Where the browser fetches them (in the devices file, next to the devices it describes). */
export const declarationUrls = { templateUrl: files[0]!.path, fontUrl: files[1]!.path };

/** GET /media/tradein/declaration/<name>-<hash>.<pdf|ttf>; false when the path is not one of them. */
export function serveDeclarationFile(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const file = files.find((candidate) => candidate.path === url.pathname);
  if (!file) return false;
  res.writeHead(200, {
    'content-type': file.contentType,
    'content-length': file.bytes.length,
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
  });
  res.end(req.method === 'HEAD' ? undefined : file.bytes);
  return true;
}
