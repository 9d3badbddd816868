import { test as base, expect, type Page } from '@playwright/test';
import { acceptedBasic, sitePreferencesKey, thirdPartyHosts } from './third-party';

/**
 * Pages come rendered by the server: they look complete before the browser has taken them over, and
 * a click before that is lost (as for a visitor on a slow phone). Navigations through `goto` and
 * `reload` therefore wait until the shell marks the page ready (`<html data-shell-ready>`); pages
 * the shell does not serve (the 417 notice) and pages without JavaScript are left as they load.
 */
async function untilShellReady(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator('html[data-shell-ready]').waitFor({ state: 'attached' });
}

interface Options {
  /**
   * The cookie choice a test's visitor has already made ("Accept basic"), so the cookie bar does not
   * cover what the test clicks; `null` for a first visit (the consent tests).
   */
  cookieChoice: typeof acceptedBasic | null;
}

/** Readies a page as the `page` fixture does; a test's second device (a context of its own) goes through it too. */
export async function preparePage(page: Page, javaScriptEnabled: boolean, cookieChoice: Options['cookieChoice']): Promise<void> {
  // No test reaches the internet: third-party scripts fail fast unless a test stubs them (page routes win).
  await page.context().route(thirdPartyHosts, (route) => route.abort('blockedbyclient'));
  if (cookieChoice) {
    await page.context().addInitScript(
      ([key, value]) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      },
      [sitePreferencesKey, JSON.stringify(cookieChoice)] as const,
    );
  }
  if (javaScriptEnabled) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilShellReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilShellReady(page);
      return response;
    };
  }
}

export const test = base.extend<Options>({
  cookieChoice: [acceptedBasic, { option: true }],
  page: async ({ page, javaScriptEnabled, cookieChoice }, use) => {
    await preparePage(page, javaScriptEnabled, cookieChoice);
    await use(page);
  },
});

export { expect };
