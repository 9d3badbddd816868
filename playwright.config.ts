import { defineConfig } from '@playwright/test';
import { composedPort, standalonePorts, testHostDir } from './e2e/support/ports';

// Debian's Chromium: Playwright cannot download its own browsers on these machines.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-reports/playwright.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    browserName: 'chromium',
    locale: 'el-GR',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-default-apps',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'composed', testDir: './e2e/composed', use: { baseURL: `http://localhost:${composedPort}` } },
    { name: 'content-standalone', testDir: './content/e2e', use: { baseURL: `http://localhost:${standalonePorts.content}` } },
  ],
  webServer: [
    {
      command: `node tools/host/server.mjs --port ${composedPort} --dir ${testHostDir}`,
      port: composedPort,
      reuseExistingServer: false,
    },
    {
      command: `node tools/host/serve-static.mjs --port ${standalonePorts.content} --dir content/dist`,
      port: standalonePorts.content,
      reuseExistingServer: false,
    },
  ],
});
