import { apiHeaders, apiPaths } from '@remac/shared-contracts/graphql';
import { tenant } from '@remac/shared-contracts';
import { onceAMinute } from './failure-log.mjs';

const pageSize = 100;
/** A sitemap holds at most 50,000 URLs; a product takes two (one per language). Past that, a sitemap index. */
export const maxSitemapProducts = 20_000;

const firstPageQuery = `query SitemapCatalogue($first: Int!) {
  products(first: $first, skip: 0) { total nodes { slug } }
  categories { slug }
  promotions(first: $first) { nodes { slug } }
}`;
const productsQuery = `query SitemapProducts($first: Int!, $skip: Int!) { products(first: $first, skip: $skip) { nodes { slug } } }`;

async function ask(fetch, graphqlUrl, query, variables) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [apiHeaders.tenant]: tenant.id, [apiHeaders.locale]: 'el' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(10_000),
  });
  const answer = await response.json();
  if (!response.ok || answer.errors?.length)
    throw new Error(`the API answered ${response.status}: ${JSON.stringify(answer.errors ?? answer)}`);
  return answer.data;
}

const slugs = (nodes) => nodes.map((node) => node.slug);

/** The catalogue's slugs, as the listings show them: every active product, category and current promotion. */
export async function readCatalogue(fetch, apiUrl) {
  const graphqlUrl = new URL(apiPaths.graphql, apiUrl).href;
  const first = await ask(fetch, graphqlUrl, firstPageQuery, { first: pageSize });
  const products = slugs(first.products.nodes);
  const total = Math.min(first.products.total, maxSitemapProducts);
  for (let skip = pageSize; skip < total; skip += pageSize) {
    const page = await ask(fetch, graphqlUrl, productsQuery, { first: pageSize, skip });
    products.push(...slugs(page.products.nodes));
  }
  return { products: [...new Set(products)], categories: slugs(first.categories), promotions: slugs(first.promotions.nodes) };
}

/**
 * The catalogue for the sitemap, read from the API at most once per `maxAgeMs` whatever the number of requests
 * (a sitemap costs the API a request per 100 products). A failed read keeps the last catalogue; with none yet,
 * it rejects, and the next request tries again.
 */
export function catalogueForSitemap({ apiUrl, fetch = globalThis.fetch, log, maxAgeMs = 10 * 60_000, now = Date.now }) {
  const report = onceAMinute(log);
  let kept = null;
  let reading = null;

  function read() {
    reading ??= readCatalogue(fetch, apiUrl)
      .then((catalogue) => {
        kept = { catalogue, readAt: now() };
        return catalogue;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return async function catalogue() {
    if (!kept) return read();
    if (now() - kept.readAt >= maxAgeMs)
      read().catch((error) => report('sitemap: the catalogue could not be read', `${error.message}; the last one is served`));
    return kept.catalogue;
  };
}
