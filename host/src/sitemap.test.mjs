import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listedPages, sitemapXml } from './sitemap.mjs';

const catalogue = { products: ['macbook-air-13-m1-2020-excellent'], categories: ['macbook-pro'], promotions: ['black-friday'] };

test('lists the public pages without ids and a page per product, category and promotion, in both languages', () => {
  const pages = listedPages(catalogue);
  const paths = pages.flatMap((page) => [page.el, page.en]);
  for (const path of [
    '/',
    '/en',
    '/products',
    '/en/frequently-asked-questions',
    '/syxnes-erotiseis',
    '/polisi-metaxeirismenou-mac',
    '/en/sale-of-second-hand-mac',
    '/products/macbook-air-13-m1-2020-excellent',
    '/en/products/macbook-air-13-m1-2020-excellent',
    '/categories/macbook-pro',
    '/en/promotions/black-friday',
  ])
    assert.ok(paths.includes(path), `${path} should be listed`);
  assert.deepEqual(
    pages.find((page) => page.el === '/epikoinonia'),
    { el: '/epikoinonia', en: '/en/contact' },
  );
});

test("lists the accessories once, at their own route, not as a category's page", () => {
  const paths = listedPages({ categories: ['macbook-pro', 'accessories'] }).flatMap((page) => [page.el, page.en]);
  assert.ok(paths.includes('/accessories') && paths.includes('/en/accessories'));
  assert.ok(paths.includes('/categories/macbook-pro'));
  assert.ok(!paths.some((path) => path.endsWith('/categories/accessories')));
});

test('leaves out personal pages, member pages and the search page', () => {
  const paths = listedPages(catalogue).flatMap((page) => [page.el, page.en]);
  for (const path of ['/shopping-cart', '/checkout', '/en/checkout', '/orders', '/auth/login', '/request', '/search', '/en/search'])
    assert.ok(!paths.includes(path), `${path} should not be listed`);
  assert.ok(!paths.some((path) => path.includes(':')), 'no route pattern is listed');
});

test('writes a url per page and language, each with both languages and x-default, on the site URL', () => {
  const xml = sitemapXml([{ el: '/epikoinonia', en: '/en/contact' }], 'https://shop.example');
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
  const urls = xml.match(/<url>.*?<\/url>/g);
  assert.equal(urls.length, 2);
  assert.match(urls[0], /<loc>https:\/\/shop\.example\/epikoinonia<\/loc>/);
  assert.match(urls[1], /<loc>https:\/\/shop\.example\/en\/contact<\/loc>/);
  for (const url of urls) {
    assert.match(url, /hreflang="el" href="https:\/\/shop\.example\/epikoinonia"/);
    assert.match(url, /hreflang="en" href="https:\/\/shop\.example\/en\/contact"/);
    assert.match(url, /hreflang="x-default" href="https:\/\/shop\.example\/epikoinonia"/);
  }
});

test('escapes what XML would read as markup', () => {
  const xml = sitemapXml([{ el: "/products/a&b'c", en: '/en/products/a&b' }], 'https://shop.example');
  assert.match(xml, /<loc>https:\/\/shop\.example\/products\/a&amp;b&apos;c<\/loc>/);
  assert.doesNotMatch(xml, /&b/);
});
