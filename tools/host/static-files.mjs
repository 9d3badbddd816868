import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { contentType, isCompressible } from './content-types.mjs';

const compressed = new Map();

function encodingFor(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

function compress(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}

/** Resolves a URL path inside `root`, refusing anything that would climb out of it. */
export function resolveInside(root, urlPath) {
  const file = path.join(root, decodeURIComponent(urlPath));
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}

export async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Sends a file, compressed when the client accepts it (compressed bodies are cached per file version). */
export async function sendFile(request, response, file, { status = 200, cacheControl }) {
  const info = await stat(file);
  const headers = { 'content-type': contentType(file), 'cache-control': cacheControl, vary: 'Accept-Encoding' };
  let body = await readFile(file);
  const encoding = isCompressible(file) ? encodingFor(request.headers['accept-encoding']) : null;
  if (encoding) {
    const key = `${file}:${info.mtimeMs}:${encoding}`;
    if (!compressed.has(key)) compressed.set(key, compress(body, encoding));
    body = compressed.get(key);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
