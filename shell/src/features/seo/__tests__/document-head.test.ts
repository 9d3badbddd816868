import { tenant } from '@remac/shared-contracts';
import { documentHead } from '../document-head';
import { headHtml } from '../head-html';

describe('documentHead', () => {
  it('names a page by what it reported, on the site URL, with both languages and x-default', () => {
    const head = documentHead({
      pathname: '/en/products/air',
      tenant,
      meta: {
        path: '/en/products/air',
        title: 'MacBook "Air"',
        description: `<p>${'word '.repeat(60)}</p>`,
        image: '/media/air.jpg',
        alternates: { el: '/products/aera', en: '/en/products/air' },
        canonical: '/en/products/air',
      },
    });
    expect(head.title).toBe(`MacBook "Air" | ${tenant.name}`);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).not.toContain('<p>');
    expect(head.canonical).toBe(new URL('/en/products/air', tenant.siteUrl).href);
    expect(head.alternates).toEqual([
      ['el', new URL('/products/aera', tenant.siteUrl).href],
      ['en', new URL('/en/products/air', tenant.siteUrl).href],
      ['x-default', new URL('/products/aera', tenant.siteUrl).href],
    ]);
    expect(head).toMatchObject({ lang: 'en', ogType: 'product', pagePicture: true, image: new URL('/media/air.jpg', tenant.siteUrl).href });
  });

  it("falls back to the route's name and the site's description", () => {
    const head = documentHead({ pathname: '/payment-methods', tenant });
    expect(head.title).toBe(`Τρόποι πληρωμής | ${tenant.name}`);
    expect(head).toMatchObject({ lang: 'el', pagePicture: false, noindex: false });
    expect(head.canonical).toBe(new URL('/payment-methods', tenant.siteUrl).href);
  });

  it("keeps a visitor's own pages out of the index: cart, checkout, receipt, orders, trade-in request, login", () => {
    for (const pathname of [
      '/shopping-cart',
      '/en/checkout',
      '/receipt/3ylYUmdIrD5OWNU7',
      '/en/orders/7',
      '/request/TR-1',
      '/auth/login',
    ]) {
      const head = documentHead({ pathname, tenant, meta: { path: pathname, title: 'Mine' } });
      expect([pathname, head.noindex]).toEqual([pathname, true]);
    }
    expect(documentHead({ pathname: '/en/sale-of-second-hand-mac', tenant }).noindex).toBe(false);
  });

  it('ignores meta of another page and names the home page by the tagline, not the site twice', () => {
    const head = documentHead({ pathname: '/en', tenant, meta: { path: '/en', title: tenant.name } });
    expect(head.title).toMatch(new RegExp(` \\| ${tenant.name}$`));
    expect(head.title).not.toBe(tenant.name);
  });

  it('a missing entity is a 404 head: no canonical, not indexed', () => {
    const head = documentHead({ pathname: '/products/gone', tenant, meta: { path: '/products/gone', title: 'Old' }, notFound: true });
    expect(head).toMatchObject({ canonical: undefined, noindex: true });
    expect(head.title).not.toContain('Old');
  });

  it('keeps a page out of the index when it asks to, with its title and canonical', () => {
    const meta = { path: '/en/search', title: 'Results for “imac”', canonical: '/en/search', noindex: true };
    const head = documentHead({ pathname: '/en/search', tenant, meta });
    expect(head).toMatchObject({ noindex: true, canonical: new URL('/en/search', tenant.siteUrl).href });
    expect(head.title).toBe(`Results for “imac” | ${tenant.name}`);
  });

  it('escapes what it writes into HTML', () => {
    const html = headHtml(documentHead({ pathname: '/en/products/x', tenant, meta: { path: '/en/products/x', title: '<b>"x"</b>' } }));
    expect(html).toContain('<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt; | ');
    expect(html).not.toContain('<b>');
  });
});
