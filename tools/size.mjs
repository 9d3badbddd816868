#!/usr/bin/env node
// npm run size: the JavaScript a phone-sized Chromium downloads (gzip) for the first view of a few pages,
// without scrolling, split by owner: each remote, and inside the shell's script each library, the
// federation runtime and the shell's own code (shares taken from the source map). Uses the current
// builds, served as `npm start` serves them (with the API, pages rendered on the server).
// `--check` (run by `npm test`): exits non-zero when a page exceeds its budget (tools/size/budgets.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/chromium-path.mjs';
import { startShop } from './lib/start-shop.mjs';
import { bundleComposition } from './size/bundle-composition.mjs';
import { budgets, judgeBudget } from './size/budgets.mjs';

const check = process.argv.includes('--check');
const named = process.argv.slice(2).filter((arg) => arg !== '--check');
const pages = named.length ? named : budgets.map((entry) => entry.path);
const overBudget = [];
const shop = await startShop({ apiPort: process.env.SIZE_API_PORT ?? '4350', dataDir: process.env.SIZE_DATA_DIR ?? '.tmp-size-api' });
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

/** No request in flight for this long: what the first view fetches has come (as Playwright's networkidle). */
const quietMs = 1000;

/**
 * Waits until the shell has taken the page over (hydration ends with `<html data-shell-ready>`) and the
 * network has been quiet since: the fragments its effects load after hydration belong to the first
 * view. (Playwright's networkidle alone can come during a long hydration, before those start.)
 */
async function untilQuietAfterStart(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  lastChange = Date.now();
  while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
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
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
    await untilQuietAfterStart(page);
    const totals = new Map();
    const add = (owner, bytes) => totals.set(owner, (totals.get(owner) ?? 0) + bytes);
    for (const response of responses) {
      const { responseBodySize } = await response.request().sizes();
      const { pathname } = new URL(response.url());
      if (process.env.SIZE_FILES) console.log(`    ${(responseBodySize / 1024).toFixed(1).padStart(6)} KiB  ${pathname}`);
      const remote = pathname.match(/^\/remotes\/([^/]+)\//);
      if (remote) add(`remote: ${remote[1]}`, responseBodySize);
      else for (const [owner, bytes] of await shellScriptOwners(pathname, responseBodySize)) add(owner, bytes);
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\nJavaScript transferred for the first view of ${pagePath} (gzip): ${(sum / 1024).toFixed(1)} KiB in ${responses.length} files`,
    );
    const budget = budgets.find((entry) => entry.path === pagePath);
    if (budget) {
      const { exceeded, lines } = judgeBudget(budget, sum);
      for (const line of lines) console.log(line);
      if (exceeded) overBudget.push(pagePath);
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
if (overBudget.length) {
  console.log(`\nFirst-view JavaScript over budget: ${overBudget.join(', ')} (tools/size/budgets.mjs)`);
  if (check) process.exitCode = 1;
}
