import { expect, test } from '../support/test';
import { scrollToFooter } from '../support/footer';
import { collectPageErrors } from '../support/page-errors';
import { thirdPartyScript } from '../support/third-party';
import { scriptRequests, stubThirdParty } from '../support/third-party-stubs';

/** shell/src/features/chat/when-visitor-engages.ts: how long after `load` an idle browser waits. */
const idleGraceMs = 4000;

test('the chat never comes with the first view: an idle browser fetches it well after load, and the provider takes over', async ({
  page,
}) => {
  await stubThirdParty(page, 'chat');
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(page.locator('#provider-chat')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
  const timing = await page.evaluate((url) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const script = performance.getEntriesByName(url)[0];
    return { loaded: navigation!.loadEventEnd, requested: script?.startTime ?? -1 };
  }, thirdPartyScript('chat'));
  expect(timing.requested).toBeGreaterThanOrEqual(timing.loaded + idleGraceMs - 50);
});

test("a click on the chat button loads the provider and opens its window; the button held the provider's place", async ({ page }) => {
  await stubThirdParty(page, 'chat');
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Ζωντανή συνομιλία' });
  const box = await launcher.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 100);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 100);
  await launcher.click();
  await expect(page.locator('body')).toHaveAttribute('data-chat-open', 'yes');
  await expect(launcher).toHaveCount(0);
});

test('a chat provider that fails to load leaves no button and breaks nothing', async ({ page }) => {
  const errors = collectPageErrors(page);
  await stubThirdParty(page, 'chat', 'fail');
  const requests = scriptRequests(page, 'chat');
  await page.goto('/en/products');
  await page.getByRole('button', { name: 'Live chat' }).click();
  await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
  // The page's request event reaches the test on its own channel, possibly after the button is gone (seen in CI).
  await expect.poll(() => requests.length).toBe(1);
  await page.getByRole('link', { name: 'About us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(errors.filter((error) => !error.includes(thirdPartyScript('chat')))).toEqual([]);
});

test('the reviews widget shows under the home page reviews in English (UK), 24 px high, only once the band is near', async ({ page }) => {
  await stubThirdParty(page, 'reviews');
  const requests = scriptRequests(page, 'reviews');
  await page.goto('/');
  expect(requests).toEqual([]);
  await scrollToFooter(page);
  const widget = page.getByTestId('reviews-widget').locator('.trustpilot-widget');
  await expect(widget).toHaveAttribute('data-rendered', 'yes');
  await expect(widget).toHaveAttribute('data-locale', 'en-GB');
  await expect(widget).toHaveAttribute('data-style-height', '24px');
  await expect(widget).toHaveAttribute('data-stars', '1,2,3,4,5');
  expect(requests).toHaveLength(1);
});

test('a reviews provider that fails leaves the band as it is', async ({ page }) => {
  await stubThirdParty(page, 'reviews', 'fail');
  await page.goto('/en');
  await scrollToFooter(page);
  await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
  await expect(page.getByTestId('reviews-widget')).toHaveCount(0);
});
