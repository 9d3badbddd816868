import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';

test('publishing writes .br and .gz beside what the host sends, and nothing beside what it never sends', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'remac-precompress-'));
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
    await precompress(dir);
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
  }
});
