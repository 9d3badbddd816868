import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the host sends as files and browsers accept compressed (server builds, source maps and build statistics are never sent; a remote's standalone harness is not served by the host). */
const sentCompressed = (relative) =>
  /\.(js|mjs|css|json|svg|txt|webmanifest)$/.test(relative) &&
  !/^(server|standalone)\//.test(relative) &&
  !/(^|\/)mf-stats\.json$/.test(relative);

/**
 * Writes `<file>.br` and `<file>.gz` beside every file of a published folder the host sends
 * compressed, at the highest levels (done once per release, not per request); the host serves them
 * as they are (@fastify/static `preCompressed`).
 */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files
      .filter((file) => sentCompressed(path.relative(dir, file).split(path.sep).join('/')))
      .map(async (file) => {
        const body = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}
