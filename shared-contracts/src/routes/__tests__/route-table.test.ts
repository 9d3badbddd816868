import { localizedPath } from '../localized-path.js';
import { matchPattern } from '../path-pattern.js';
import { routeNames, type RouteName } from '../route-names.js';
import { getRoute, mainNavigation, routeTable, showsCompareBar } from '../route-table.js';

/** Every route's Greek and English full path (spec §2, and the shop's own pages), with `x` for an `:id`. */
const specPaths: Record<RouteName, { el: string; en: string }> = {
  index: { el: '/', en: '/en' },
  products: { el: '/products', en: '/en/products' },
  'products-id': { el: '/products/x', en: '/en/products/x' },
  accessories: { el: '/accessories', en: '/en/accessories' },
  categories: { el: '/categories', en: '/en/categories' },
  'categories-id': { el: '/categories/x', en: '/en/categories/x' },
  search: { el: '/search', en: '/en/search' },
  promotions: { el: '/promotions', en: '/en/promotions' },
  'promotions-id': { el: '/promotions/x', en: '/en/promotions/x' },
  'shopping-cart': { el: '/shopping-cart', en: '/en/shopping-cart' },
  checkout: { el: '/checkout', en: '/en/checkout' },
  orders: { el: '/orders', en: '/en/orders' },
  'orders-id': { el: '/orders/x', en: '/en/orders/x' },
  'receipt-id': { el: '/receipt/x', en: '/en/receipt/x' },
  'request-id': { el: '/request/x', en: '/en/request/x' },
  'payment-methods': { el: '/payment-methods', en: '/en/payment-methods' },
  'shipping-methods': { el: '/shipping-methods', en: '/en/shipping-methods' },
  'terms-of-service': { el: '/terms-of-service', en: '/en/terms-of-service' },
  sale: { el: '/polisi-metaxeirismenou-mac', en: '/en/sale-of-second-hand-mac' },
  repair: { el: '/episkevi-kai-anavathmisi-mac', en: '/en/mac-repair-and-upgrade' },
  contact: { el: '/epikoinonia', en: '/en/contact' },
  about: { el: '/sxetika-me-to-remac', en: '/en/about-remac' },
  faq: { el: '/syxnes-erotiseis', en: '/en/frequently-asked-questions' },
  testimonials: { el: '/sxolia-pelaton', en: '/en/testimonials' },
  'terms-and-conditions': { el: '/oroi-xrisis', en: '/en/terms-and-conditions' },
  'privacy-policy': { el: '/politiki-aporritou', en: '/en/privacy-policy' },
  'cookie-policy': { el: '/cookie-policy', en: '/en/cookie-policy' },
  'newsletter-confirm': { el: '/newsletter/epivevaiosi/x', en: '/en/newsletter/confirm/x' },
  'newsletter-unsubscribe': { el: '/newsletter/diagrafi/x', en: '/en/newsletter/unsubscribe/x' },
  'auth-login': { el: '/auth/login', en: '/en/auth/login' },
  'auth-register': { el: '/auth/register', en: '/en/auth/register' },
  'auth-forgot-password': { el: '/auth/forgot-password', en: '/en/auth/forgot-password' },
  'auth-reset-password': { el: '/auth/reset-password/x', en: '/en/auth/reset-password/x' },
};

const patternParams = (pattern: string) =>
  pattern
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1).replace(/\?$/, ''));

/** A concrete path for a pattern: every parameter filled, and the variant without optional ones. */
const samplePaths = (pattern: string) => {
  const full = pattern.replace(/:\w+\??/g, 'sample');
  const withoutOptional = pattern.replace(/\/:\w+\?/g, '') || '/';
  return [...new Set([full, withoutOptional])];
};

describe('route table', () => {
  it.each(Object.entries(specPaths))('has %s with its spec §2 paths in Greek and English', (name, paths) => {
    const params = getRoute(name as RouteName).params.length ? { id: 'x' } : undefined;
    expect(localizedPath(name as RouteName, 'el', params)).toBe(paths.el);
    expect(localizedPath(name as RouteName, 'en', params)).toBe(paths.en);
  });

  it('holds exactly the declared route names, each once', () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...routeNames].sort());
  });

  it('declares as params exactly the parameters of both path patterns', () => {
    for (const route of routeTable) {
      expect({ name: route.name, params: [...route.params].sort() }).toEqual({
        name: route.name,
        params: patternParams(route.paths.el).sort(),
      });
      expect(patternParams(route.paths.en).sort()).toEqual([...route.params].sort());
    }
  });

  it('never lets two routes of one locale match the same path', () => {
    for (const locale of ['el', 'en'] as const) {
      for (const route of routeTable) {
        for (const path of samplePaths(route.paths[locale])) {
          const matching = routeTable.filter((other) => matchPattern(other.paths[locale], path)).map((r) => r.name);
          expect({ locale, path, matching }).toEqual({ locale, path, matching: [route.name] });
        }
      }
    }
  });

  it('unknown route names throw', () => {
    expect(() => getRoute('nope' as RouteName)).toThrow('Unknown route nope');
  });
});

describe('main navigation', () => {
  it('has the seven spec links in order', () => {
    expect(mainNavigation).toEqual(['index', 'products', 'accessories', 'sale', 'repair', 'about', 'contact']);
  });
});

describe('showsCompareBar', () => {
  it.each(['products', 'products-id', 'categories', 'categories-id', 'promotions', 'promotions-id'] as const)(
    'shows the compare bar on %s',
    (name) => expect(showsCompareBar(name)).toBe(true),
  );

  it.each(['index', 'accessories', 'search', 'shopping-cart', 'checkout', 'faq', 'auth-login'] as const)(
    'hides the compare bar on %s',
    (name) => expect(showsCompareBar(name)).toBe(false),
  );
});

describe('member routes (spec §2 and §4: protected pages)', () => {
  it('protects the orders and an order, and nothing else', () => {
    const members = routeTable.filter((route) => route.access === 'member').map((route) => route.name);
    expect(members).toEqual(['orders', 'orders-id']);
  });

  it('keeps the login and register pages public, so a guest can reach them', () => {
    expect(getRoute('auth-login').access).toBe('public');
    expect(getRoute('auth-register').access).toBe('public');
  });
});
