import { cachePolicy, offlinePagePath } from '../cache-rules';

const origin = 'https://shop.example';
const asset = (path: string) => cachePolicy({ url: new URL(path, origin), mode: 'no-cors', method: 'GET', origin });
const page = (path: string) => cachePolicy({ url: new URL(path, origin), mode: 'navigate', method: 'GET', origin });

describe('cachePolicy', () => {
  it('caches the files of a published remote version (package version plus content hash)', () => {
    expect(asset('/remotes/catalog/1.4.0-0123abcdef/remoteEntry.js')).toBe('remote-asset');
    expect(asset('/remotes/checkout/1.0.0-9f8e7d6c5b/static/js/async/page.1a2b3c4d.js')).toBe('remote-asset');
    expect(asset('/remotes/content/2.1.3-abcdef0123/static/css/faq.1a2b3c4d.css')).toBe('remote-asset');
  });

  it('never caches a remote manifest, the stats, a server build or a source map, even in a version folder', () => {
    expect(asset('/remotes/catalog/1.4.0-0123abcdef/mf-manifest.json')).toBe('network');
    expect(asset('/remotes/catalog/1.4.0-0123abcdef/mf-stats.json')).toBe('network');
    expect(asset('/remotes/catalog/1.4.0-0123abcdef/server/exposes.cjs')).toBe('network');
    expect(asset('/remotes/catalog/1.4.0-0123abcdef/remoteEntry.js.map')).toBe('network');
  });

  it('never caches a remote file whose folder is not a published, content-hashed version', () => {
    expect(asset('/remotes/catalog/latest/remoteEntry.js')).toBe('network');
    expect(asset('/remotes/catalog/1.4.0/remoteEntry.js')).toBe('network');
    expect(asset('/remotes/catalog/remoteEntry.js')).toBe('network');
    expect(asset('/remotes/catalog/1.4.0-0123abcdef/')).toBe('network');
  });

  it('leaves the registry, the API, media, the service worker and other origins to the network', () => {
    expect(asset('/registry.json')).toBe('network');
    expect(asset('/graphql')).toBe('network');
    expect(asset('/graphql?operationName=Cart')).toBe('network');
    expect(asset('/oauth/token')).toBe('network');
    expect(asset('/media/tradein/devices.json')).toBe('network');
    expect(asset('/sw.js')).toBe('network');
    expect(asset('/mf-manifest.json')).toBe('network');
    expect(
      cachePolicy({
        url: new URL('https://cdn.example/remotes/catalog/1.4.0-0123abcdef/remoteEntry.js'),
        mode: 'cors',
        method: 'GET',
        origin,
      }),
    ).toBe('network');
  });

  it('never handles a request other than GET (a GraphQL mutation, an OAuth call)', () => {
    expect(cachePolicy({ url: new URL('/graphql', origin), mode: 'cors', method: 'POST', origin })).toBe('network');
    expect(
      cachePolicy({ url: new URL('/remotes/catalog/1.4.0-0123abcdef/remoteEntry.js', origin), mode: 'cors', method: 'POST', origin }),
    ).toBe('network');
  });

  it('keeps catalogue and content pages in both languages for offline use', () => {
    expect(page('/')).toBe('cached-page');
    expect(page('/en')).toBe('cached-page');
    expect(page('/products/macbook-air-13-m1')).toBe('cached-page');
    expect(page('/en/frequently-asked-questions')).toBe('cached-page');
    expect(page('/search?search=imac')).toBe('cached-page');
  });

  it('never stores pages of the cart, checkout, receipts, orders, account or trade-in', () => {
    for (const path of [
      '/shopping-cart',
      '/en/checkout',
      '/receipt/R-1001',
      '/orders',
      '/en/orders/1001',
      '/auth/login',
      '/request/abc',
      '/polisi-metaxeirismenou-mac',
      '/en/mac-repair-and-upgrade',
    ]) {
      expect([path, page(path)]).toEqual([path, 'uncached-page']);
    }
  });

  it('never stores an unknown path (the host answers 404)', () => {
    expect(page('/no-such-page')).toBe('uncached-page');
  });

  it('does not treat a document load of a file or of the API as a page', () => {
    expect(page('/registry.json')).toBe('network');
    expect(page('/graphql')).toBe('network');
    expect(page('/offline/el.html')).toBe('network');
    expect(page('/remotes/catalog/1.4.0-0123abcdef/remoteEntry.js')).toBe('network');
    expect(page('/manifest.el.webmanifest')).toBe('network');
  });
});

describe('offlinePagePath', () => {
  it('is the Greek page for unprefixed paths and the English one under /en', () => {
    expect(offlinePagePath('/')).toBe('/offline/el.html');
    expect(offlinePagePath('/products/x')).toBe('/offline/el.html');
    expect(offlinePagePath('/en')).toBe('/offline/en.html');
    expect(offlinePagePath('/en/contact')).toBe('/offline/en.html');
    expect(offlinePagePath('/enigma')).toBe('/offline/el.html');
  });
});
