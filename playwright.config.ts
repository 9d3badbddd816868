import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { apiDataDir, apiPort, apiUrl, composedPort, standalonePorts, testHostDir } from './e2e/support/ports';
import { launchOptions } from './e2e/support/browser';

export default defineConfig({
  // A worker per core: Playwright's default, half the cores, left the 2-core CI machine a third idle (CPU busy 67 %
  // with one worker, 86 % with two; the whole suite 13.6 → 10.7 min). Each file keeps its own ports and folders.
  workers: '100%',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-reports/playwright.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    browserName: 'chromium',
    locale: 'el-GR',
    launchOptions,
  },
  projects: [
    // Service workers blocked: a worker answers the page's requests itself, out of reach of `page.route`,
    // which the outage tests use. The PWA specs (pwa-*.spec.ts) allow them (docs/pwa.md).
    { name: 'composed', testDir: './e2e/composed', use: { baseURL: `http://localhost:${composedPort}`, serviceWorkers: 'block' } },
    { name: 'content-standalone', testDir: './content/e2e', use: { baseURL: `http://localhost:${standalonePorts.content}` } },
    { name: 'catalog-standalone', testDir: './catalog/e2e', use: { baseURL: `http://localhost:${standalonePorts.catalog}` } },
    { name: 'checkout-standalone', testDir: './checkout/e2e', use: { baseURL: `http://localhost:${standalonePorts.checkout}` } },
    { name: 'account-standalone', testDir: './account/e2e', use: { baseURL: `http://localhost:${standalonePorts.account}` } },
    { name: 'tradein-standalone', testDir: './tradein/e2e', use: { baseURL: `http://localhost:${standalonePorts.tradein}` } },
  ],
  webServer: [
    {
      // The commerce API (built by `npm run build -w api`) on a freshly seeded database (about 8 s),
      // so no run depends on data an older API version or an earlier run left behind.
      command: `rm -rf ${apiDataDir} && npm start -w api`,
      // Every browser test reaches the API from 127.0.0.1, and many order as one buyer: the per-address limits on
      // trade-in confirmations, repair bookings, form submissions, new carts, orders and registrations and the per-buyer one on orders
      // are lifted (the account tests register a member per test and language).
      env: {
        API_PORT: String(apiPort),
        API_DATA_DIR: path.resolve(apiDataDir),
        API_CART_LIMIT_ADDRESS: '100000',
        API_CONFIRMATION_LIMIT_ADDRESS: '1000',
        API_FORM_LIMIT_ADDRESS: '1000',
        API_ORDER_LIMIT_ADDRESS: '1000',
        API_ORDER_LIMIT_EMAIL: '1000',
        API_REGISTER_LIMIT: '1000',
        API_REPAIR_LIMIT_ADDRESS: '1000',
      },
      url: `${apiUrl}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
    },
    // `exec`: the server replaces the shell Playwright starts, so when Playwright dies the server sees its parent
    // gone and stops (host/src/exit-with-parent.mjs); under a shell that lives on, it never would.
    {
      command: `exec node host/src/server.mjs --port ${composedPort} --dir ${testHostDir} --api ${apiUrl}`,
      port: composedPort,
      reuseExistingServer: false,
    },
    {
      command: `exec node host/src/serve-static.mjs --port ${standalonePorts.content} --dir content/dist/standalone --api ${apiUrl}`,
      port: standalonePorts.content,
      reuseExistingServer: false,
    },
    {
      command: `exec node host/src/serve-static.mjs --port ${standalonePorts.catalog} --dir catalog/dist/standalone --api ${apiUrl}`,
      port: standalonePorts.catalog,
      reuseExistingServer: false,
    },
    {
      command: `exec node host/src/serve-static.mjs --port ${standalonePorts.checkout} --dir checkout/dist/standalone --api ${apiUrl}`,
      port: standalonePorts.checkout,
      reuseExistingServer: false,
    },
    {
      command: `exec node host/src/serve-static.mjs --port ${standalonePorts.account} --dir account/dist/standalone --api ${apiUrl}`,
      port: standalonePorts.account,
      reuseExistingServer: false,
    },
    {
      command: `exec node host/src/serve-static.mjs --port ${standalonePorts.tradein} --dir tradein/dist/standalone --api ${apiUrl}`,
      port: standalonePorts.tradein,
      reuseExistingServer: false,
    },
  ],
});
