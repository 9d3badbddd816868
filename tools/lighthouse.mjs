#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse (mobile preset) on home, a listing and a product page, served
// like `npm start` (published builds + API), median of 5 runs per page (`--runs n` to change). Writes the figures into
// docs/performance.md under "## Lighthouse (catalog)". `--url <origin>` measures a running shop instead.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './lib/start-shop.mjs';
import { writeSection } from './lighthouse/write-section.mjs';

const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '5' } } });
const pages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products' },
  { name: 'product', path: '/products/macbook-air-13-m1-2020-excellent' },
];
// A Greek visitor: an English browser would be sent from `/products` to `/en/products` on arrival.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--lang=el-GR',
  '--accept-lang=el-GR,el',
];

function figures(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    scriptKiB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

/** The run with the median performance score stands for the page (scores move between runs on 2 cores). */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

const shop = values.url
  ? { origin: values.url, stop: async () => undefined }
  : await startShop({ apiPort: process.env.BENCH_API_PORT ?? '4340', dataDir: '.tmp-bench-api' });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
const results = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < Number(values.runs); run += 1) {
      const { lhr } = await lighthouse(`${shop.origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      runs.push(figures(lhr));
    }
    const chosen = median(runs);
    results.push({ ...page, ...chosen, performanceRuns: runs.map((run) => run.performance) });
    console.log(page.name, chosen, 'performance runs:', runs.map((run) => run.performance).join(', '));
  }
} finally {
  await chrome.kill();
  await shop.stop();
}
await writeSection(results, { runs: Number(values.runs), chromeFlags });
