import type { LaunchOptions } from '@playwright/test';
import { chromiumPath, fullChromiumPath } from '../../tools/lib/chromium-path.mjs';

const args = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium (Playwright cannot download its own browsers on these machines): the headless shell if installed. */
export const launchOptions: LaunchOptions = { executablePath: chromiumPath(), args };

/** The full browser, for the few checks the headless shell answers without doing them (installability). */
export const fullBrowserLaunchOptions: LaunchOptions = { executablePath: fullChromiumPath(), args };
