import { expect, test } from '../support/test';
import { buyByCard } from '../support/checkout-flow';
import { collectPageErrors } from '../support/page-errors';
import { scriptRequests, stubThirdParty } from '../support/third-party-stubs';

test.use({ cookieChoice: null });

const bar = {
  el: { title: 'Cookies και ιδιωτικότητα', basic: 'Αποδοχή βασικών', all: 'Αποδοχή όλων', settings: 'Ρυθμίσεις cookies' },
  en: { title: 'Cookies and your privacy', basic: 'Accept basic', all: 'Accept all', settings: 'Cookie settings' },
} as const;

type GtagEvent = [string, string, Record<string, unknown>?];

for (const locale of ['el', 'en'] as const) {
  test(`no tracker before consent or after "accept basic"; the footer reopens the choice (${locale})`, async ({ page }) => {
    const t = bar[locale];
    const errors = collectPageErrors(page);
    await stubThirdParty(page, 'googleTag');
    await stubThirdParty(page, 'metaPixel');
    const tags = scriptRequests(page, 'googleTag');
    const pixels = scriptRequests(page, 'metaPixel');

    await page.goto(locale === 'en' ? '/en' : '/');
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog).toBeVisible();
    const basic = dialog.getByRole('button', { name: t.basic });
    const all = dialog.getByRole('button', { name: t.all });
    // Equal weight on the first layer: same size and colour.
    const [basicBox, allBox] = [await basic.boundingBox(), await all.boundingBox()];
    expect(Math.abs(basicBox!.width - allBox!.width)).toBeLessThan(2);
    expect(await basic.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await all.evaluate((el) => getComputedStyle(el).backgroundColor),
    );

    await basic.click();
    await expect(dialog).toBeHidden();
    await page.goto(locale === 'en' ? '/en/products' : '/products');
    await expect(page.getByRole('dialog', { name: t.title })).toHaveCount(0);
    expect(tags).toEqual([]);
    expect(pixels).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false);

    await page.getByTestId('site-footer').getByRole('button', { name: t.settings }).click();
    await expect(page.getByRole('dialog', { name: t.title })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('"accept all" loads the tag and the pixel, which get page views and the purchase; taking it back stops them and clears their cookies', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await stubThirdParty(page, 'googleTag');
  await stubThirdParty(page, 'metaPixel');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Accept all' }).click();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtagEvents?: unknown[] }).__gtagEvents?.length ?? 0))
    .toBeGreaterThan(0);
  const gtagEvents = () => page.evaluate(() => (window as unknown as { __gtagEvents: GtagEvent[] }).__gtagEvents);
  const fbqCalls = () => page.evaluate(() => (window as unknown as { __fbqCalls: unknown[][] }).__fbqCalls);
  const pixelHits = () => page.evaluate(() => (window as unknown as { __fbqSent: [string, string][] }).__fbqSent);
  const first = await gtagEvents();
  expect(first[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', wait_for_update: 500 })]);
  expect(first).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);
  await expect.poll(async () => (await gtagEvents()).filter((event) => event[1] === 'page_view').length).toBe(1);
  expect(await fbqCalls()).toContainEqual(['track', 'PageView']);
  // No automatic events: they would read checkout's form.
  const calls = await fbqCalls();
  const autoConfigOff = calls.findIndex((call) => call[0] === 'set' && call[1] === 'autoConfig' && call[2] === false);
  expect(autoConfigOff).toBeGreaterThanOrEqual(0);
  expect(autoConfigOff).toBeLessThan(calls.findIndex((call) => call[0] === 'init'));
  expect(await pixelHits()).toEqual([['PageView', expect.stringMatching(/\/en$/)]]);

  const { number: orderNumber } = await buyByCard(page, request, 'en', `guest-${Date.now()}@example.gr`);
  await expect
    .poll(async () => (await gtagEvents()).find((event) => event[1] === 'purchase')?.[2])
    .toMatchObject({
      transaction_id: orderNumber,
      currency: 'EUR',
      items: [expect.objectContaining({ quantity: 1 })],
    });
  const purchase = (await gtagEvents()).find((event) => event[1] === 'purchase')![2]!;
  expect(purchase.value).toBeGreaterThan(0);
  expect(await fbqCalls()).toContainEqual(['track', 'Purchase', expect.objectContaining({ currency: 'EUR' }), { eventID: orderNumber }]);
  // The receipt's address opens the buyer's name and address: the tag is told it without its id.
  const receiptId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect
    .poll(async () => (await gtagEvents()).filter((event) => event[1] === 'page_view').at(-1)?.[2]?.page_location)
    .toMatch(/\/en\/receipt\/\(id\)$/);
  expect(JSON.stringify(await gtagEvents())).not.toContain(receiptId);
  // The pixel reads the address itself: it gets a page view for each page on the way, the purchase, and nothing on the receipt.
  const hits = await pixelHits();
  expect(hits.filter(([event]) => event === 'PageView').length).toBeGreaterThan(2);
  expect(hits.filter(([event]) => event === 'Purchase')).toEqual([['Purchase', expect.stringMatching(/\/en\/checkout$/)]]);
  expect(JSON.stringify(hits)).not.toContain(receiptId);

  expect(await page.evaluate(() => document.cookie)).toMatch(/_ga=.*_fbp=|_fbp=.*_ga=/);
  await page.getByTestId('site-footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog')).toContainText('Current choice: Accept all.');
  await page.getByRole('button', { name: 'Accept basic' }).click();
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/_ga=|_fbp=/);
  const pageViews = (await gtagEvents()).filter((event) => event[1] === 'page_view').length;
  await page.getByRole('link', { name: 'Used Macs' }).first().click();
  await expect(page).toHaveURL(/\/en\/products$/);
  expect((await gtagEvents()).filter((event) => event[1] === 'page_view')).toHaveLength(pageViews);
  expect((await gtagEvents()).at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  expect((await fbqCalls()).at(-1)).toEqual(['consent', 'revoke']);
});
