import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { data, en, gql, type Json } from '../support/client.js';

describe('Taxons and categories', () => {
  it('lists the Apple products children that have active products, by sortOrder', async () => {
    const { taxons } = await data('{ taxons { slug sortOrder productsCount } }', {}, en);
    assert.deepEqual(
      taxons.map((t: Json) => t.slug),
      ['macbook-air', 'macbook-pro', 'imac', 'mac-mini', 'mac-studio', 'ipad'],
    );
    assert.ok(taxons.every((t: Json) => t.productsCount > 0));
  });

  it('honours first (the footer asks for 5)', async () => {
    const { taxons } = await data('{ taxons(first: 5) { slug } }');
    assert.equal(taxons.length, 5);
  });

  it('lists categories: the active children, then accessories', async () => {
    const { categories } = await data('{ categories { slug name children { slug } } }', {}, en);
    assert.deepEqual(
      categories.map((c: Json) => c.slug),
      ['macbook-air', 'macbook-pro', 'imac', 'mac-mini', 'mac-studio', 'ipad', 'accessories'],
    );
    assert.equal(categories.at(-1).name, 'Accessories');
    assert.ok(categories.at(-1).children.some((c: Json) => c.slug === 'keyboards'));
  });

  it('gives a category page with title, description and products', async () => {
    const { categoryPage } = await data(
      `{ categoryPage(where: { slug: "mac-mini" }) { title description
      taxon { slug productsCount products(first: 3) { total nodes { category { slug } } } } } }`,
      {},
      en,
    );
    assert.equal(categoryPage.title, 'Mac mini');
    assert.match(categoryPage.description, /<p>/);
    assert.equal(categoryPage.taxon.products.total, categoryPage.taxon.productsCount);
    assert.ok(categoryPage.taxon.products.nodes.every((n: Json) => n.category.slug === 'mac-mini'));
  });

  it('answers null for an unknown category and a client error without where', async () => {
    assert.equal((await data('{ categoryPage(where: { slug: "nope" }) { title } }')).categoryPage, null);
    const result = await gql('{ categoryPage(where: {}) { title } }');
    assert.equal(result.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});

describe('Promotions, banner and carousel', () => {
  it('feeds the info bar from the first shipping promotion', async () => {
    const { banner } = await data('{ banner(where: { type: ["shipping"] }, first: 1) { total nodes { slug type excerpt } } }', {}, en);
    assert.equal(banner.nodes.length, 1);
    assert.equal(banner.nodes[0].type, 'shipping');
    // The threshold comes from the shop's rules (docs/shop-rules.md), not from the promotion's text.
    assert.equal(banner.nodes[0].excerpt, 'Free shipping across Greece on orders from €300.00');
    assert.equal(banner.total, 1, 'the inactive shipping promotion is not counted');
  });

  it('lists active promotions by sortOrder with total and paging', async () => {
    const { promotions } = await data('{ promotions(first: 10) { total nodes { slug sortOrder productsCount } } }');
    assert.equal(promotions.total, 4);
    const orders = promotions.nodes.map((n: Json) => n.sortOrder);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    const page = await data('{ promotions(first: 2, skip: 3) { total nodes { slug } } }');
    assert.equal(page.promotions.nodes.length, 1);
  });

  it('gives one promotion with its products', async () => {
    const { promotion } = await data(
      '{ promotion(where: { slug: "back-to-school" }) { name productsCount products(first: 50) { slug category { slug } } } }',
      {},
      en,
    );
    assert.equal(promotion.name, 'Back to school');
    assert.equal(promotion.products.length, promotion.productsCount);
    assert.ok(promotion.products.every((p: Json) => p.category.slug === 'macbook-air'));
  });

  it('answers null for an unknown or inactive promotion', async () => {
    assert.equal((await data('{ promotion(where: { slug: "summer-2025" }) { name } }')).promotion, null);
    assert.equal((await data('{ promotion(where: { id: "99999" }) { name } }')).promotion, null);
  });

  it('orders carousel slides by sortOrder', async () => {
    const { carousel } = await data('{ carousel { title sortOrder link image { src } } }', {}, en);
    assert.equal(carousel.length, 4);
    assert.deepEqual(
      carousel.map((s: Json) => s.sortOrder),
      [0, 1, 2, 3],
    );
    assert.equal(carousel[0].title, 'Black Friday');
  });
});
