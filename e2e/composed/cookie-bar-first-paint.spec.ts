import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { acceptedBasic, sitePreferencesKey } from '../support/third-party';

const title = 'Cookies και ιδιωτικότητα';

/** The page as the server sent it, with its head script run but none of the shell's scripts. */
async function beforeTheShell(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.route(/\.js(\?|$)/, (route) => route.abort('blockedbyclient'));
  await page.goto(path);
  return page;
}

test.describe('a first visit', () => {
  test.use({ cookieChoice: null });

  test('the cookie bar comes with the first paint, before the shell starts, and stays one bar once it has', async ({ page }) => {
    const sent = await beforeTheShell(page.context(), '/checkout');
    await expect(sent.getByRole('dialog', { name: title })).toBeVisible();
    await sent.close();

    const errors = collectPageErrors(page);
    await page.goto('/checkout');
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page.getByTestId('cookie-bar')).toHaveCount(1);
    await page.getByRole('button', { name: 'Αποδοχή βασικών' }).click();
    await expect(page.getByTestId('cookie-bar')).toHaveCount(0);
    // No hydration mismatch from a bar the server rendered and the browser did not expect.
    expect(errors).toEqual([]);
  });

  test('a bar the page has not fully received stays hidden: it would grow by its answers and jump up', async ({ context }) => {
    /** The page as far as the browser has received it, up to the end of `cutAfter` in the bar, before the shell starts. */
    const receivedUpTo = async (cutAfter: string) => {
      const page = await context.newPage();
      await page.route('**/checkout', async (route) => {
        const html = await (await route.fetch()).text();
        const bar = html.indexOf('data-testid="cookie-bar"');
        expect(bar, 'the server renders the bar').toBeGreaterThan(0);
        await route.fulfill({ contentType: 'text/html', body: html.slice(0, html.indexOf(cutAfter, bar) + cutAfter.length) });
      });
      await page.route(/\.js(\?|$)/, (route) => route.abort('blockedbyclient'));
      await page.goto('/checkout');
      return page;
    };

    const withoutAnswers = await receivedUpTo('</h2>');
    await expect(withoutAnswers.getByTestId('cookie-bar')).toBeAttached();
    await expect(withoutAnswers.getByTestId('cookie-bar')).toBeHidden();
    const withOneAnswer = await receivedUpTo('</button>');
    await expect(withOneAnswer.getByRole('button', { name: 'Αποδοχή βασικών', includeHidden: true })).toBeAttached();
    await expect(withOneAnswer.getByTestId('cookie-bar')).toBeHidden();
    const whole = await receivedUpTo('</section>');
    await expect(whole.getByRole('dialog', { name: title })).toBeVisible();
  });
});

test('a visitor who has chosen never sees the bar: hidden before the shell starts, gone once it has', async ({ page }) => {
  const sent = await beforeTheShell(page.context(), '/checkout');
  await expect(sent.getByTestId('cookie-bar')).toBeAttached();
  await expect(sent.getByTestId('cookie-bar')).toBeHidden();
  await sent.close();

  await page.goto('/checkout');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), sitePreferencesKey)).toBe(JSON.stringify(acceptedBasic));
  await expect(page.getByTestId('cookie-bar')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, cookieChoice: null });

  test('no bar whose buttons could not work', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cookie-bar')).toBeHidden();
  });
});
