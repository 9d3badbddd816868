import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls to the footer as a visitor would and waits until its deferred fragments have taken their
 * places, so a click in the footer lands where it was aimed.
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.locator('[data-deferred-region]')).toHaveCount(0);
  return footer;
}
