import { localizedPath, locales } from '@remac/shared-contracts';
import { expect, test } from '../support/test';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

for (const locale of locales) {
  test(`a product opened from a scrolled listing starts at the top, Back returns to the place (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(localizedPath('products', locale));
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(5)).toBeVisible();
    const card = cards.nth(5);
    await card.scrollIntoViewIfNeeded();
    // The wheel scrolls after it returns: clicking before it lands (a busy machine) moved the listing 200 px between
    // the click and the navigation, which the shell rightly restores on Back, and the click's position is then stale.
    const scrolledTo = (await scrollY(page)) + 200;
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(scrolledTo);
    let last = -1;
    await expect
      .poll(async () => {
        const [previous, now] = [last, (last = await scrollY(page))];
        return now === previous;
      }, 'the page has stopped scrolling')
      .toBe(true);
    expect(last).toBeGreaterThan(1000);
    // Where the visitor stands when the click lands (Playwright may scroll the link clear of the sticky header first).
    await page.evaluate(() => {
      window.addEventListener('click', () => (document.documentElement.dataset.clickedAt = String(window.scrollY)), {
        capture: true,
        once: true,
      });
    });
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/[^/?#]+$/);
    // The listing stays on screen, where it was, until the product page is ready to replace it.
    const productHeading = page.getByRole('heading', { level: 1, name, exact: true });
    await expect(productHeading).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await expect(productHeading).toBeInViewport();

    const before = Number(await page.locator('html').getAttribute('data-clicked-at'));
    expect(before).toBeGreaterThan(1000);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('products', locale)}$`));
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
    await expect(card).toBeInViewport();
  });
}

test('a page of the contents lands its section 150 px from the top, below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(localizedPath('terms-and-conditions', 'en'));
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const links = contents.getByRole('link');
  await expect(links.nth(2)).toBeVisible();
  const heading = (await links.nth(2).textContent())!;
  await links.nth(2).click();
  const target = page.getByRole('heading', { level: 2, name: heading, exact: true });
  await expect(page).toHaveURL(/#section-3$/);
  await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBeGreaterThanOrEqual(148);
  await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBeLessThanOrEqual(152);
});
