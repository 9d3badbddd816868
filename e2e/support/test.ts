import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
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
    await use(page);
  },
});

export { expect };
