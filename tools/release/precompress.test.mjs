import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

test('publishing writes .br and .gz beside what the host sends, and nothing beside what it never sends', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remac-precompress-'));
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'remac-precompress-cache-'));
  try {
    const files = {
      'remoteEntry.js': 'var entry = 1;',
      'mf-manifest.json': '{}',
      'static/css/page.css': 'body{margin:0}',
      'static/js/page.js.map': '{}',
      'mf-stats.json': '{}',
      'server/exposes.cjs': 'exports.a = 1;',
      'standalone/static/js/main.js': 'harness',
      'static/media/photo.webp': 'binary',
    };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    await precompress(dir, { cacheDir });
    const written = (await readdir(dir, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name)).sort();
    assert.deepEqual(written, [
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
      'remoteEntry.js.br',
      'remoteEntry.js.gz',
      'static/css/page.css.br',
      'static/css/page.css.gz',
    ]);
    assert.equal(brotliDecompressSync(await readFile(path.join(dir, 'remoteEntry.js.br'))).toString(), 'var entry = 1;');
    assert.equal(gunzipSync(await readFile(path.join(dir, 'remoteEntry.js.gz'))).toString(), 'var entry = 1;');
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
});

test('a file published before comes from the cache of compressed copies, a changed file under the same name does not', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remac-precompress-'));
  const cacheDir = path.join(dir, '.cache');
  const site = path.join(dir, 'site');
  try {
    await mkdir(site);
    await writeFile(path.join(site, 'remoteEntry.js'), 'var entry = 1;');
    await precompress(site, { cacheDir });
    assert.equal((await readdir(cacheDir)).length, 2, 'a .br and a .gz for the one file');

    // What the cache holds for this content is what a later publish writes, without compressing again.
    const key = path.join(cacheDir, createHash('sha256').update('var entry = 1;').digest('hex'));
    await writeFile(`${key}.br`, brotliCompressSync('kept'));
    await writeFile(`${key}.gz`, gzipSync('kept'));
    const again = path.join(dir, 'again');
    await mkdir(again);
    await writeFile(path.join(again, 'remoteEntry.js'), 'var entry = 1;');
    await precompress(again, { cacheDir });
    assert.equal(brotliDecompressSync(await readFile(path.join(again, 'remoteEntry.js.br'))).toString(), 'kept');
    assert.equal(gunzipSync(await readFile(path.join(again, 'remoteEntry.js.gz'))).toString(), 'kept');

    // remoteEntry.js keeps its name from build to build: the copies follow the content, not the name.
    await writeFile(path.join(again, 'remoteEntry.js'), 'var entry = 2;');
    await precompress(again, { cacheDir });
    assert.equal(brotliDecompressSync(await readFile(path.join(again, 'remoteEntry.js.br'))).toString(), 'var entry = 2;');
    assert.equal(gunzipSync(await readFile(path.join(again, 'remoteEntry.js.gz'))).toString(), 'var entry = 2;');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
