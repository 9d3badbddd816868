import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls to the footer as a visitor would and waits until the page's deferred regions (the footer's
 * fragments, the home page's bands above it) have taken their places, so a click lands where aimed.
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-deferred-region]')).toHaveCount(0);
  return footer;
}
