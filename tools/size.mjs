#!/usr/bin/env node
// npm run size: JavaScript transferred (gzip) by a real Chromium for a few pages, split by owner:
// each shared library, the shell's own code, and each remote. Uses the current builds.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildAll } from './lib/build-all.mjs';
import { publishAll } from './lib/publish-all.mjs';
import { repoRoot } from './lib/workspaces.mjs';
import { createHost } from './host/create-host.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en/frequently-asked-questions'];
const hostDir = await mkdtemp(path.join(os.tmpdir(), 'remac-size-'));
if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) await buildAll();
await publishAll(hostDir);

/** asset path → library name, from the shell's federation manifest. */
async function sharedAssetOwners() {
  const manifest = JSON.parse(await readFile(path.join(hostDir, 'shell', 'mf-manifest.json'), 'utf8'));
  const owners = new Map();
  for (const shared of manifest.shared) {
    const library = shared.name.startsWith('@') ? shared.name.split('/').slice(0, 2).join('/') : shared.name.split('/')[0];
    for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      const previous = owners.get(`/${asset}`);
      owners.set(`/${asset}`, previous && previous !== library ? `${previous}+${library}` : library);
    }
  }
  return owners;
}

function ownerOf(pathname, owners) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\//);
  if (remote) return `remote: ${remote[1]}`;
  return owners.has(pathname) ? `library: ${owners.get(pathname)}` : 'shell (own code + federation runtime)';
}

const server = createHost({ root: hostDir });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const owners = await sharedAssetOwners();
try {
  for (const pagePath of pages) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, locale: 'el-GR' });
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && responses.push(response));
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const totals = new Map();
    for (const response of responses) {
      const { responseBodySize } = await response.request().sizes();
      const owner = ownerOf(new URL(response.url()).pathname, owners);
      totals.set(owner, (totals.get(owner) ?? 0) + responseBodySize);
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`\nJavaScript transferred for ${pagePath} (gzip): ${(sum / 1024).toFixed(1)} KiB in ${responses.length} files`);
    for (const [owner, bytes] of [...totals].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${owner}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  await rm(hostDir, { recursive: true, force: true });
}
