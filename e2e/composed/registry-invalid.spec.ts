import type { Page } from '@playwright/test';
import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';

const inlineRegistry = /(<script type="application\/json" id="remac-registry"[^>]*>)[\s\S]*?(<\/script>)/;

/** The host (or a CDN in front of it) serves a broken registry: as the file, and inlined in every page. */
async function serveBrokenRegistry(page: Page, broken: string): Promise<void> {
  await page.route('**/registry.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: broken }));
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.startsWith('/graphql') && !url.pathname.startsWith('/oauth'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toMatch(inlineRegistry);
      await route.fulfill({ response, body: html.replace(inlineRegistry, (_, open: string, close: string) => `${open}${broken}${close}`) });
    },
  );
}

for (const [problem, broken] of [
  ['bad JSON', '{'],
  ['the wrong shape', '{"remotes": [{"name": "catalog"}]}'],
] as const) {
  test(`a registry with ${problem}, after a good visit: the remotes still load from the last good registry, and the shell says so loudly`, async ({
    page,
  }) => {
    await page.goto(localizedPath('index', 'en'));
    await expect(page.getByTestId('cart-toggle')).toBeVisible();

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await serveBrokenRegistry(page, broken);
    await page.goto(localizedPath('about', 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await expect(page.getByTestId('cart-toggle')).toBeVisible();
    await page.goto(localizedPath('products', 'en'));
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(errors.some((text) => text.includes('invalid remote registry') && text.includes('last good registry'))).toBe(true);
  });
}
