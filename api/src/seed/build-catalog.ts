import { createRandom } from './random.js';
import { buildComputers } from './build-computers.js';
import { buildAccessories } from './build-accessories.js';
import type { ProductRecord } from './records.js';

/** Slugs of seeded products that are not active (they must never appear on the storefront). */
export const inactiveSlugs = { draft: 'apple-pencil-2-refurbished', archived: 'macbook-pro-16-intel-2019-bad' };

/** The whole catalogue, deterministic for a given seed. */
export function buildCatalog(seed = 20_251_121): ProductRecord[] {
  const random = createRandom(seed);
  const products = [...buildComputers(random), ...buildAccessories(random)];
  for (const product of products) {
    if (product.slug === inactiveSlugs.draft) product.status = 'draft';
    if (product.slug === inactiveSlugs.archived) product.status = 'archived';
    // A supplier description with markup that must never reach the browser.
    if (product.slug === 'magic-mouse-2-new') {
      product.description.en += '<script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>';
    }
  }
  return products;
}
