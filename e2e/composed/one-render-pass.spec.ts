import type { APIRequestContext } from '@playwright/test';
import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';
import { apiUrl } from '../support/ports';
import { findEntities } from '../support/seo-data';

/** A product whose variants differ in price: the variant in the address decides which installments the page asks for. */
async function productWithPricedVariants(request: APIRequestContext) {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Locale: 'en', Tenant: 'remac' },
    data: { query: '{ search(first: 24) { nodes { slug variants { id salePrice { amount } } } } }' },
  });
  const { search } = (await response.json()).data as {
    search: { nodes: { slug: string; variants: { id: string; salePrice: { amount: number } }[] }[] };
  };
  for (const product of search.nodes) {
    const prices = new Set(product.variants.map((variant) => variant.salePrice.amount));
    if (prices.size > 1) return { slug: product.slug, variantIds: product.variants.map((variant) => variant.id) };
  }
  throw new Error('no product of the first page has variants at different prices');
}

/** The page as the server renders it; a host's first render of a page may run out of time on a busy machine, so it is asked again. */
async function serverTiming(request: APIRequestContext, path: string) {
  let timing = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        timing = response.headers()['server-timing'] ?? '';
        return response.headers()['x-render'];
      },
      { timeout: 30_000, message: path },
    )
    .toBe('server');
  return timing;
}

test('catalog and content pages render once: their queries are fetched before the render, for what their address names', async ({
  request,
}) => {
  const { slug, variantIds } = await productWithPricedVariants(request);
  const { category, promotion } = await findEntities(request, 'en');
  const paths = [
    localizedPath('index', 'el'),
    localizedPath('index', 'en'),
    ...variantIds.map((id) => `${localizedPath('products-id', 'en', { id: slug })}?variant=${id}`),
    `${localizedPath('products', 'el')}?sort=PRICE_ASC&page=2`,
    localizedPath('accessories', 'en'),
    `${localizedPath('search', 'en')}?search=macbook`,
    localizedPath('categories', 'en'),
    localizedPath('categories-id', 'el', { id: category.slug }),
    localizedPath('promotions', 'en'),
    localizedPath('promotions-id', 'en', { id: promotion.slug }),
    localizedPath('faq', 'el'),
    localizedPath('about', 'en'),
    localizedPath('contact', 'en'),
  ];
  for (const path of paths) expect(await serverTiming(request, path), path).toMatch(/^render;dur=[\d.]+;desc="1 pass"$/);
  // The receipt's module fetches nothing beforehand: it renders, asks for the order and renders again.
  expect(await serverTiming(request, localizedPath('receipt-id', 'en', { id: 'no-such-order' }))).toMatch(/desc="2 passes"$/);
});
