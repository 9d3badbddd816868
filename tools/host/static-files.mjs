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
  const body = await readFile(file);
  const cacheKey = `${file}:${info.mtimeMs}`;
  sendBody(request, response, body, { status, cacheControl, type: contentType(file), compressible: isCompressible(file), cacheKey });
}

/** Sends a body; `cacheKey` names a body that never changes, so its compressed form can be kept. */
export function sendBody(request, response, body, { status = 200, cacheControl, type, compressible = true, cacheKey }) {
  const headers = { 'content-type': type, 'cache-control': cacheControl, vary: 'Accept-Encoding' };
  const encoding = compressible ? encodingFor(request.headers['accept-encoding']) : null;
  if (encoding) {
    const key = cacheKey && `${cacheKey}:${encoding}`;
    const packed = (key && compressed.get(key)) ?? compress(body, encoding);
    if (key) compressed.set(key, packed);
    body = packed;
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
