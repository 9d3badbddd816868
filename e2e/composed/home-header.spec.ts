import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';

const mainNavigation = 'Main navigation';

test.describe('the home header', () => {
  test('shows the seven links without scrolling between 992 and 1199 px', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto(localizedPath('index', 'en'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const navigation = page.getByRole('navigation', { name: mainNavigation });
    await expect(navigation).toHaveCount(1);
    await expect(navigation.getByRole('link')).toHaveCount(7);
    await expect(navigation.getByRole('link', { name: 'Contact' })).toBeInViewport();
  });

  for (const width of [1200, 1280, 1366]) {
    test(`once stuck at ${width} px it shows one row of links, not two`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(localizedPath('index', 'en'));
      const header = page.getByTestId('site-header');
      await expect(header).toHaveAttribute('data-stuck', 'false');
      await expect(page.getByRole('navigation', { name: mainNavigation })).toHaveCount(1);
      await page.mouse.wheel(0, 600);
      await expect(header).toHaveAttribute('data-stuck', 'true');
      const navigation = page.getByRole('navigation', { name: mainNavigation });
      await expect(navigation).toHaveCount(1);
      await expect(navigation.getByRole('link', { name: 'Contact' })).toBeInViewport();
    });
  }
});
