import { readFileSync } from 'node:fs';
import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';

/** The published reviews, as the content remote ships them. */
const reviews = (
  JSON.parse(readFileSync('content/src/features/pages/content/en/testimonials.json', 'utf8')) as {
    reviews: { rating: number }[];
  }
).reviews;
const average = Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;

test('the reviews band fills the stars to the average, a fraction included', async ({ page }) => {
  await page.goto(localizedPath('index', 'en'));
  await scrollToFooter(page);
  const band = page.locator('section', { has: page.getByRole('heading', { name: 'What our customers say' }) });
  const stars = band.getByRole('img', { name: `${average} out of 5 stars` });
  await expect(stars).toBeVisible();
  const filled = await stars.evaluate((element) => {
    const whole = element.getBoundingClientRect().width;
    const on = element.lastElementChild!.getBoundingClientRect().width;
    return on / whole;
  });
  expect(filled).toBeCloseTo(average / 5, 2);
});
