import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { repoRoot } from '../lib/workspaces.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the host sends as files and browsers accept compressed (server builds, source maps and build statistics are never sent; a remote's standalone harness is not served by the host). */
const sentCompressed = (relative) =>
  /\.(js|mjs|css|json|svg|txt|webmanifest)$/.test(relative) &&
  !/^(server|standalone)\//.test(relative) &&
  !/(^|\/)mf-stats\.json$/.test(relative);

/*
 * Brotli at its highest level is slow (~10 s of CPU for the shell and the five remotes), and one build is published
 * many times: by `npm start`, the size budgets, the browser tests' host and each release test. The compressed copies
 * are therefore kept by the SHA-256 of what they compress, so a file is compressed once whatever its name or folder.
 * Entries unused for a month are removed.
 */
export const defaultCacheDir = path.join(repoRoot, 'node_modules/.cache/remac-precompress');
const unusedFor = 30 * 24 * 3600 * 1000;

async function compress(body) {
  return Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/** Writes a cache entry under a name of its own first: publishes running side by side never read half of one. */
async function keep(file, bytes) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

async function compressedCopies(body, cacheDir) {
  const key = path.join(cacheDir, createHash('sha256').update(body).digest('hex'));
  try {
    const copies = await Promise.all([readFile(`${key}.br`), readFile(`${key}.gz`)]);
    const now = new Date();
    await Promise.all([utimes(`${key}.br`, now, now), utimes(`${key}.gz`, now, now)]);
    return copies;
  } catch {
    const [br, gz] = await compress(body);
    await Promise.all([keep(`${key}.br`, br), keep(`${key}.gz`, gz)]);
    return [br, gz];
  }
}

async function removeUnused(cacheDir) {
  const oldest = Date.now() - unusedFor;
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < oldest) await rm(file, { force: true });
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every file of a published folder the host sends
 * compressed, at the highest levels (done once per release, not per request); the host serves them
 * as they are (@fastify/static `preCompressed`).
 */
export async function precompress(dir, { cacheDir = defaultCacheDir } = {}) {
  await mkdir(cacheDir, { recursive: true });
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files
      .filter((file) => sentCompressed(path.relative(dir, file).split(path.sep).join('/')))
      .map(async (file) => {
        const [br, gz] = await compressedCopies(await readFile(file), cacheDir);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
  await removeUnused(cacheDir);
}
