import type { APIRequestContext, Page, Response } from '@playwright/test';
import { localizedPath, type Locale } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { apiUrl } from '../support/ports';
import { scrollToFooter } from '../support/footer';
import { collectPageErrors } from '../support/page-errors';
import { productAddToCart } from '../support/checkout-flow';

const addToCart = { el: 'Προσθήκη στο καλάθι', en: 'Add to cart' } as const;
const viewCart = { el: 'Προβολή καλαθιού', en: 'View cart' } as const;
const checkout = { el: 'Ολοκλήρωση αγοράς', en: 'Checkout' } as const;
const email = { el: 'Email', en: 'E-mail' } as const;

/** A backorderable Mac: adding it to a cart never uses up stock, so reruns keep working. */
async function backorderableProduct(request: APIRequestContext, locale: Locale): Promise<string> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Tenant: 'remac', Locale: locale },
    data: { query: '{ products(first: 100, where: { inStock: false }) { nodes { slug availability } } }' },
  });
  const { data } = (await response.json()) as { data: { products: { nodes: { slug: string; availability: string }[] } } };
  const product = data.products.nodes.find((node) => node.availability === 'BACKORDERABLE');
  if (!product) throw new Error('no backorderable product in the seeded catalogue');
  return product.slug;
}

/**
 * Every violation of the page's Content-Security-Policy: as the console reports it, and as the page
 * itself is told of it (`securitypolicyviolation`, read from the current document).
 */
async function watchPolicy(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => /Content Security Policy|Refused to/i.test(message.text()) && reported.push(message.text()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return {
    reported,
    inPage: () => page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations),
  };
}

const requiredHeaders = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

/** The headers every answer of the shop's own origin must carry. */
async function missingHeaders(response: Response): Promise<string[]> {
  const headers = await response.allHeaders();
  return requiredHeaders
    .filter((name) => !headers[name])
    .map((name) => `${response.request().resourceType()} ${new URL(response.url()).pathname}: no ${name}`);
}

for (const locale of ['el', 'en'] as const) {
  test(`the shop works under its Content-Security-Policy in ${locale}: home, listing, product, cart, checkout, content pages; every answer carries the headers`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const responses: Response[] = [];
    page.on('response', (response) => response.url().startsWith(baseURL!) && responses.push(response));
    const violations: string[] = [];
    const policy = await watchPolicy(page);
    const visit = async (path: string) => {
      await page.goto(path);
      await scrollToFooter(page);
      violations.push(...(await policy.inPage()));
    };

    await visit(localizedPath('index', locale));
    await visit(localizedPath('products', locale));
    await visit(localizedPath('faq', locale));
    await visit(localizedPath('contact', locale));
    await page.goto(localizedPath('products-id', locale, { id: await backorderableProduct(request, locale) }));
    await (await productAddToCart(page, addToCart[locale])).click();
    await page.getByTestId('cart-drawer').getByRole('link', { name: viewCart[locale] }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('link', { name: checkout[locale], exact: true }).click();
    await expect(page.getByLabel(email[locale], { exact: true })).toBeVisible();
    violations.push(...(await policy.inPage()));

    expect(violations).toEqual([]);
    expect(policy.reported).toEqual([]);
    expect(errors).toEqual([]);
    const kinds = new Set(responses.map((response) => response.request().resourceType()));
    for (const kind of ['document', 'script', 'stylesheet', 'fetch', 'image']) expect(kinds, kind).toContain(kind);
    const missing = (await Promise.all(responses.map(missingHeaders))).flat();
    expect(missing).toEqual([]);
    const document = responses.find((response) => response.request().resourceType() === 'document')!;
    const csp = (await document.allHeaders())['content-security-policy']!;
    // Its own origin, the configured third parties' exact origins (tag, pixel, chat, reviews), the nonce.
    expect(csp).toMatch(/script-src 'self'( https:\/\/[a-z0-9.-]+)* 'nonce-[0-9a-f]+';/);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
}
