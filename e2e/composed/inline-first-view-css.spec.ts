import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';

/** What the first view looks like: computed styles of the frame and of a remote's first-view fragment. */
async function firstViewLook(page: Page) {
  return page.evaluate(() => {
    const pick = (element: Element | null, properties: string[]) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    };
    return {
      body: pick(document.body, ['font-family', 'color', 'background-color']),
      header: pick(document.querySelector('[data-testid="site-header"]'), ['background-color', 'position', 'display']),
      cartToggle: pick(document.querySelector('[data-testid="cart-toggle"]'), ['cursor', 'background-color', 'padding-top', 'font-size']),
      heading: pick(document.querySelector('main h1, main h2'), ['font-size', 'font-weight', 'margin-top']),
    };
  });
}

test("home: the first view's styles come inlined in the HTML, none render-blocking, and look as once loaded", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // A host process's first render can outlast the render timeout on a loaded machine: wait until it renders home.
  await expect.poll(async () => (await request.get('/')).headers()['x-render'], { timeout: 30_000 }).toBe('server');
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).toEqual([]);
  // The shell's main styles and the server-rendered modules' (the header's search and cart, the page).
  expect((head.match(/<style nonce="[^"]+" data-href="[^"]+\.css">/g) ?? []).length).toBeGreaterThanOrEqual(3);

  // The HTML alone, before any script: styled by the inlined styles only.
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const serverPage = await serverOnly.newPage();
  await serverPage.goto('/');
  const asSent = await firstViewLook(serverPage);
  await serverOnly.close();
  // The remote's fragment is styled (a button's own cursor is `default`).
  expect(asSent.cartToggle?.cursor).toBe('pointer');

  // Taken over by the browser, which loads the same modules: nothing changes, nothing is refused, and no
  // inlined stylesheet is downloaded again (each would cost a second style pass of the whole page).
  const inlined = [...head.matchAll(/<style nonce="[^"]+" data-href="([^"]+\.css)">/g)].map(([, href]) => href);
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheetRequests.push(new URL(request.url()).pathname));
  const errors = collectPageErrors(page);
  await page.goto('/');
  expect(await firstViewLook(page)).toEqual(asSent);
  expect(errors).toEqual([]);
  await page.getByTestId('cart-toggle').waitFor();
  expect(stylesheetRequests.filter((path) => inlined.includes(path))).toEqual([]);
});
