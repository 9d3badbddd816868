#!/usr/bin/env node
// npm run size: the JavaScript a phone-sized Chromium downloads (gzip) for the first view of a few pages,
// without scrolling, split by owner: each remote, and inside the shell's script each library, the
// federation runtime and the shell's own code (shares taken from the source map). Uses the current
// builds, served as `npm start` serves them (with the API, pages rendered on the server).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startShop } from './lib/start-shop.mjs';
import { bundleComposition } from './size/bundle-composition.mjs';

/** Issue 4's goal for the home page's first view (a benchmark figure, not a failing check). */
const homeBudgetKiB = 200;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/products', '/en/frequently-asked-questions'];
const shop = await startShop({ apiPort: process.env.SIZE_API_PORT ?? '4350', dataDir: '.tmp-size-api' });
const { hostDir, origin } = shop;

/** Owner → bytes for one script of the shell: its transferred size divided as its source map says. */
async function shellScriptOwners(pathname, transferred) {
  const file = path.join(hostDir, 'shell', pathname);
  try {
    const [code, map] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.map`, 'utf8')]);
    const shares = bundleComposition(code, JSON.parse(map));
    return [...shares].map(([owner, share]) => [owner === 'own code' ? 'shell: own code' : `shell: ${owner}`, share * transferred]);
  } catch {
    return [['shell: (no source map)', transferred]];
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  for (const pagePath of pages) {
    // The viewport of Lighthouse's mobile preset: what loads below the fold only on scrolling is not counted.
    const context = await browser.newContext({
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
      locale: 'el-GR',
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && responses.push(response));
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const totals = new Map();
    const add = (owner, bytes) => totals.set(owner, (totals.get(owner) ?? 0) + bytes);
    for (const response of responses) {
      const { responseBodySize } = await response.request().sizes();
      const { pathname } = new URL(response.url());
      const remote = pathname.match(/^\/remotes\/([^/]+)\//);
      if (remote) add(`remote: ${remote[1]}`, responseBodySize);
      else for (const [owner, bytes] of await shellScriptOwners(pathname, responseBodySize)) add(owner, bytes);
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\nJavaScript transferred for the first view of ${pagePath} (gzip): ${(sum / 1024).toFixed(1)} KiB in ${responses.length} files`,
    );
    if (pagePath === '/') {
      const overKiB = sum / 1024 - homeBudgetKiB;
      console.log(
        `  budget ${homeBudgetKiB} KiB: ${overKiB > 0 ? `over by ${overKiB.toFixed(1)} KiB` : `met, ${(-overKiB).toFixed(1)} KiB to spare`}`,
      );
    }
    for (const [owner, bytes] of [...totals].sort((a, b) => b[1] - a[1])) {
      if (bytes >= 100) console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${owner}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
