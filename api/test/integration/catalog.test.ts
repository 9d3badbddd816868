import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, en, el, gql, type Json } from '../support/client.js';

const PRODUCT = `query Product($where: ProductWhereUnique!) { product(where: $where) {
  id slug sku name excerpt description status availability totalOnHand backorderable orderable onSale discount variantsCount
  price { amount currency formatted } salePrice { amount formatted } master { id }
  image { alt src srcset sources { type srcset } metadata { width height } } images { src }
  category { slug name } condition { name } grade { name description } brand { name }
  options { internalName values { value label } } properties { internalName name value }
  related { slug status } warranties { internalName duration }
  variants { id sku label isMaster inStock purchasable orderable backorderable availability onSale discount totalOnHand
    price { amount formatted } salePrice { amount formatted } options { internalName value label } }
} }`;

describe('Product', () => {
  it('returns a product by slug with money in cents and formatted for the locale', async () => {
    const { product } = await data(PRODUCT, { where: { slug: 'macbook-air-13-m2-2022-excellent' } }, en);
    assert.equal(product.slug, 'macbook-air-13-m2-2022-excellent');
    assert.match(product.name, /^MacBook Air 13\.6" M2 \(2022\)/);
    assert.equal(product.price.currency, 'EUR');
    assert.ok(Number.isInteger(product.price.amount) && product.price.amount > 50_000);
    assert.equal(product.price.formatted, `€${(product.price.amount / 100).toLocaleString('en-IE', { minimumFractionDigits: 2 })}`);
    assert.equal(product.category.slug, 'macbook-air');
    assert.equal(product.grade.name, 'Excellent');
    assert.equal(product.grade.description, 'Like new');
    assert.equal(product.brand.name, 'Apple');
    assert.ok(product.variants.length >= 2 && product.variants.every((v: Json) => !v.isMaster));
    assert.ok(product.options.map((o: Json) => o.internalName).includes('memory'));
  });

  it('formats Greek prices the Greek way and translates names', async () => {
    const { product } = await data(PRODUCT, { where: { slug: 'macbook-air-13-m2-2022-excellent' } }, el);
    assert.match(product.price.formatted, /^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
    assert.match(product.name, /ιντσών/);
    assert.equal(product.grade.name, 'Εξαιρετική');
  });

  it('finds the same product by id and by sku', async () => {
    const { product } = await data(PRODUCT, { where: { slug: 'mac-mini-m1-2020-very-good' } });
    const byId = await data(PRODUCT, { where: { id: product.id } });
    const bySku = await data(PRODUCT, { where: { sku: product.sku } });
    assert.equal(byId.product.slug, product.slug);
    assert.equal(bySku.product.slug, product.slug);
  });

  it('answers null for an unknown slug, a non-numeric id and inactive products', async () => {
    for (const where of [
      { slug: 'no-such-mac' },
      { id: 'abc' },
      { slug: 'apple-pencil-2-refurbished' },
      { slug: 'macbook-pro-16-intel-2019-bad' },
    ]) {
      const result = await data(PRODUCT, { where });
      assert.equal(result.product, null, JSON.stringify(where));
    }
  });

  it('rejects an ambiguous where as a client error, not a 500', async () => {
    const result = await gql(PRODUCT, { where: { slug: 'x', sku: 'y' } });
    assert.equal(result.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(result.body.data?.product ?? null, null);
  });

  it('keeps variant state consistent: purchasable = in stock or backorderable', async () => {
    const { products } = await data(`{ products(first: 100) { nodes { availability totalOnHand backorderable orderable
      variants { inStock purchasable backorderable totalOnHand availability } } } }`);
    let soldOut = 0;
    let backorder = 0;
    for (const product of products.nodes) {
      if (product.availability === 'OUT_OF_STOCK') soldOut += 1;
      if (product.availability === 'BACKORDERABLE') backorder += 1;
      assert.equal(product.orderable, product.availability !== 'OUT_OF_STOCK');
      for (const v of product.variants) {
        assert.equal(v.inStock, v.totalOnHand > 0);
        assert.equal(v.purchasable, v.totalOnHand > 0 || v.backorderable);
      }
    }
    assert.ok(soldOut > 0, 'the catalogue has sold-out products');
    assert.ok(backorder > 0, 'the catalogue has backorderable products');
  });

  it('offers as default the first configuration that can be ordered, else the first', async () => {
    const { products } = await data(`{ products(first: 200) { nodes { defaultVariant { id orderable } variants { id orderable } } } }`);
    let skippedUnorderable = 0;
    for (const product of products.nodes) {
      const expected = product.variants.find((v: Json) => v.orderable) ?? product.variants[0];
      assert.deepEqual(product.defaultVariant, expected);
      if (expected !== product.variants[0]) skippedUnorderable += 1;
    }
    assert.ok(skippedUnorderable > 0, 'some product has a first configuration that cannot be ordered');
  });

  it('lists only active related products and hides country properties', async () => {
    const { product } = await data(PRODUCT, { where: { slug: 'macbook-pro-16-intel-2019-excellent' } });
    assert.ok(product.related.length > 0);
    assert.ok(product.related.every((r: Json) => r.status === 'ACTIVE'));
    assert.ok(!product.related.some((r: Json) => r.slug === 'macbook-pro-16-intel-2019-bad'));
    assert.ok(product.properties.length > 0);
    assert.ok(!product.properties.some((p: Json) => p.internalName === 'country-of-origin'));
  });

  it('gives the first related products a page asks for, in the shop order, and refuses a negative count', async () => {
    const RELATED = `query ($where: ProductWhereUnique!, $first: Int) { product(where: $where) { all: related { slug } some: related(first: $first) { slug } } }`;
    const where = { slug: 'macbook-air-13-m1-2020-excellent' };
    const { product } = await data(RELATED, { where, first: 2 });
    assert.ok(product.all.length > 2, `${product.all.length} related`);
    assert.deepEqual(product.some, product.all.slice(0, 2));
    const negative = await gql(RELATED, { where, first: -1 });
    assert.equal(negative.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });

  it('serves sanitised descriptions: no scripts, handlers or javascript: links', async () => {
    const { product } = await data(PRODUCT, { where: { slug: 'magic-mouse-2-new' } }, en);
    assert.match(product.description, /<strong>Magic Mouse 2<\/strong>/);
    assert.doesNotMatch(product.description, /<script|onerror|javascript:/i);
  });

  it('gives images with srcset widths and modern formats', async () => {
    const { product } = await data(PRODUCT, { where: { slug: 'imac-24-m1-2021-fair' } });
    assert.match(product.image.src, /^\/media\/images\/.+-640\.webp$/);
    assert.equal(product.image.srcset.split(', ').length, 4);
    assert.deepEqual(
      product.image.sources.map((s: Json) => s.type),
      ['image/avif', 'image/webp'],
    );
    assert.equal(product.image.metadata.width, 1200);
  });
});

describe('Products', () => {
  const LIST = `query ($where: ProductWhere, $first: Int, $skip: Int, $orderBy: ProductOrder) {
    products(where: $where, first: $first, skip: $skip, orderBy: $orderBy) { total nodes { id slug onSale inStock: totalOnHand salePrice { amount } category { slug } } } }`;

  it('has a catalogue of at least 150 active products', async () => {
    const { products } = await data(LIST, { first: 0 });
    assert.ok(products.total >= 150, `total ${products.total}`);
    assert.deepEqual(products.nodes, []);
  });

  it('pages without overlap and returns no nodes past the end', async () => {
    const first = await data(LIST, { first: 10, skip: 0 });
    const second = await data(LIST, { first: 10, skip: 10 });
    const ids = new Set(first.products.nodes.map((n: Json) => n.id));
    assert.equal(second.products.nodes.length, 10);
    assert.ok(second.products.nodes.every((n: Json) => !ids.has(n.id)));
    const past = await data(LIST, { first: 10, skip: 10_000 });
    assert.deepEqual(past.products.nodes, []);
    assert.equal(past.products.total, first.products.total);
  });

  it('filters by category and sale, and sorts by price', async () => {
    const { products } = await data(LIST, { where: { category: 'imac', onSale: true }, first: 50, orderBy: 'PRICE_ASC' });
    assert.ok(products.total > 0);
    assert.ok(products.nodes.every((n: Json) => n.category.slug === 'imac' && n.onSale));
    const prices = products.nodes.map((n: Json) => n.salePrice.amount);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
  });

  it('filters by option values and price range', async () => {
    const { products } = await data(LIST, {
      where: { options: [{ name: 'memory', values: ['32'] }], priceMin: 100_000, priceMax: 250_000 },
      first: 100,
    });
    assert.ok(products.total > 0);
    assert.ok(products.nodes.every((n: Json) => n.salePrice.amount >= 100_000 && n.salePrice.amount <= 250_000));
  });

  it('rejects a negative page size as a client error', async () => {
    const result = await gql(LIST, { first: -1 });
    assert.equal(result.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('Similar', () => {
  it('returns other products of the same category, nearest in price', async () => {
    const { similar } = await data(`{ similar(where: { slug: "mac-studio-m1-max-2022-excellent" }, first: 4) { slug category { slug } } }`);
    assert.ok(similar.length > 0 && similar.length <= 4);
    assert.ok(similar.every((p: Json) => p.category.slug === 'mac-studio' && p.slug !== 'mac-studio-m1-max-2022-excellent'));
  });

  it('is empty for an unknown product', async () => {
    const { similar } = await data(`{ similar(where: { slug: "nope" }) { slug } }`);
    assert.deepEqual(similar, []);
  });
});
