import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';

test('host blip: a code chunk that fails while the host does not answer shows the fallback, no browser error page, and the page recovers once the host answers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(localizedPath('index', 'en'));
  // Marks this document: a reload (to the browser's error page or not) would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  let hostDown = true;
  let probesWhileDown = 0;
  await page.route('**/*', (route) => {
    if (!hostDown) return route.continue();
    if (new URL(route.request().url()).pathname === '/registry.json') probesWhileDown += 1;
    return route.abort('connectionrefused');
  });
  // The about page is the content remote's page module, whose chunk the home page has not loaded.
  await page.getByRole('navigation').getByRole('link', { name: 'About', exact: false }).first().click();
  await expect(page).toHaveURL(/\/en\/about-remac$/);
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  // The shell asks the host again (back-off) and does not reload while it gets no answer: a reload
  // would replace the page with the browser's "This site can't be reached".
  const sameDocument = () =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true).catch(() => false);
  await expect.poll(async () => probesWhileDown >= 2 || !(await sameDocument()), { timeout: 30_000 }).toBe(true);
  expect(await sameDocument()).toBe(true);
  expect(page.url()).toMatch(/^http:\/\/localhost:\d+\/en\/about-remac$/);
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();

  hostDown = false;
  // Once the host answers, the page is reloaded and the remote's page shows.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/about-remac$/);
});
