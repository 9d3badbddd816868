import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Files as they are published (with their `.br` and `.gz` siblings where publishing wrote them),
 * and anything else compressed as it is sent. Cache headers are the host's (cache-policy.mjs).
 */
export async function registerFiles(app, root) {
  await app.register(compress, {
    global: true,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, dotfiles: 'deny' });
}

export async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** `urlPath` (decoded and normalised, see request-path.mjs) inside `dir`, when it names a file there. */
export async function fileInside(dir, urlPath) {
  const file = path.join(dir, urlPath);
  return file.startsWith(path.resolve(dir) + path.sep) && (await isFile(file)) ? file : null;
}

/** Sends a file found by `fileInside`, as published or compressed. */
export function sendFile(reply, dir, urlPath, cacheControl) {
  return reply.header('cache-control', cacheControl).sendFile(urlPath, dir);
}
