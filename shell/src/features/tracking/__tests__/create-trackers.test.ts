import type { Purchase, TenantIntegrations } from '@remac/shared-contracts';
import { createTrackers } from '../create-trackers';

const integrations: TenantIntegrations = {
  googleTag: { measurementId: 'G-TEST123' },
  metaPixel: { pixelId: '1234567890' },
  chat: null,
  reviews: null,
};

const order: Purchase = {
  orderNumber: 'R123456789',
  total: 1219.5,
  currency: 'EUR',
  taxTotal: 236.03,
  shipmentTotal: 0,
  orderItems: [
    {
      variant: { sku: 'MBA-M1-8-256', name: 'MacBook Air M1', label: 'Space Grey' },
      product: { brand: 'Apple', categories: ['macbook-air'] },
      quantity: 1,
      price: 1219.5,
    },
  ],
};

/** What the page's data layer received, as plain arrays (gtag pushes `arguments` objects). */
function dataLayer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
});

it('requests nothing and sends nothing until a tracker is enabled', () => {
  const load = jest.fn(() => Promise.resolve());
  const trackers = createTrackers(integrations, load);
  trackers.gtag!.pageView('https://shop.test/');
  trackers.pixel!.purchase(order);
  trackers.gtag!.disable();
  expect(load).not.toHaveBeenCalled();
  expect(window.dataLayer).toBeUndefined();
  expect(window.fbq).toBeUndefined();
});

it('sets the Consent Mode defaults (denied, 500 ms wait) before the Google tag is requested, then grants', () => {
  const load = jest.fn(() => {
    expect(dataLayer()[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
    ]);
    return Promise.resolve();
  });
  createTrackers(integrations, load).gtag!.enable();
  expect(load).toHaveBeenCalledWith('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  expect(dataLayer()).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
  expect(dataLayer().at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ]);
});

it('gives an enabled Google tag page views and the purchase with its items, and nothing after disabling', () => {
  const { gtag } = createTrackers(integrations, () => Promise.resolve());
  gtag!.enable();
  gtag!.pageView('https://shop.test/en/products');
  gtag!.purchase(order);
  expect(dataLayer()).toContainEqual(['event', 'page_view', { page_location: 'https://shop.test/en/products', send_to: 'G-TEST123' }]);
  // The page's other events are told the same address, not the document's own.
  expect(dataLayer()).toContainEqual(['set', { page_location: 'https://shop.test/en/products' }]);
  const purchase = dataLayer().find((entry) => entry[1] === 'purchase');
  expect(purchase?.[2]).toMatchObject({
    transaction_id: 'R123456789',
    value: 1219.5,
    currency: 'EUR',
    tax: 236.03,
    shipping: 0,
    items: [{ item_id: 'MBA-M1-8-256', item_name: 'MacBook Air M1', item_variant: 'Space Grey', price: 1219.5, quantity: 1 }],
  });
  gtag!.disable();
  const before = dataLayer().length;
  gtag!.pageView('https://shop.test/');
  gtag!.purchase(order);
  expect(dataLayer().slice(before)).toEqual([]);
  expect(dataLayer().at(-1)?.[1]).toBe('update');
  expect((window as unknown as Record<string, boolean>)['ga-disable-G-TEST123']).toBe(true);
});

it('queues the Meta pixel calls for fbevents.js, grants consent, and revokes it when disabled', () => {
  const load = jest.fn(() => Promise.resolve());
  const { pixel } = createTrackers(integrations, load);
  pixel!.enable();
  pixel!.pageView(window.location.href);
  pixel!.purchase(order);
  expect(load).toHaveBeenCalledWith('https://connect.facebook.net/en_US/fbevents.js');
  expect(window.fbq!.queue).toEqual([
    ['consent', 'grant'],
    ['set', 'autoConfig', false, '1234567890'],
    ['init', '1234567890'],
    ['track', 'PageView'],
    [
      'track',
      'Purchase',
      expect.objectContaining({ value: 1219.5, currency: 'EUR', contents: [{ id: 'MBA-M1-8-256', quantity: 1, item_price: 1219.5 }] }),
      { eventID: 'R123456789' },
    ],
  ]);
  pixel!.disable();
  pixel!.pageView(window.location.href);
  expect(window.fbq!.queue.slice(-1)).toEqual([['consent', 'revoke']]);
});

it("leaves the page views to the shell: none of the pixel's own on address changes, none dropped as repeats, none of a private link", () => {
  const { pixel } = createTrackers(
    integrations,
    jest.fn(() => Promise.resolve()),
  );
  pixel!.enable();
  expect([window.fbq!.disablePushState, window.fbq!.allowDuplicatePageViews]).toEqual([true, true]);
  const before = window.fbq!.queue.length;
  // The pixel would read the document's address, which here is not the one trackers may be told.
  pixel!.pageView('http://localhost/receipt/(id)');
  expect(window.fbq!.queue).toHaveLength(before);
});

it('creates no tracker the tenant does not configure', () => {
  const trackers = createTrackers({ ...integrations, googleTag: null, metaPixel: null }, jest.fn());
  expect(trackers).toEqual({ gtag: null, pixel: null });
});
