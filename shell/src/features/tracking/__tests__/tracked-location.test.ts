import { hiddenId, trackedLocation } from '../tracked-location';

describe('trackedLocation', () => {
  it("leaves a receipt's and a trade-in request's private id out, in both languages, with no query or hash", () => {
    expect(trackedLocation('https://shop.test/receipt/3ylYUmdIrD5OWNU7nS4IARAT')).toBe(`https://shop.test/receipt/${hiddenId}`);
    expect(trackedLocation('https://shop.test/en/receipt/3ylYUmdIrD5OWNU7nS4IARAT?paid=1#top')).toBe(
      `https://shop.test/en/receipt/${hiddenId}`,
    );
    expect(trackedLocation('https://shop.test/en/request/TR-2026-0042')).toBe(`https://shop.test/en/request/${hiddenId}`);
  });

  it('tells every other address as it is', () => {
    for (const href of [
      'https://shop.test/',
      'https://shop.test/en/products/macbook-air-13-m1-2020-excellent?grade=good',
      'https://shop.test/en/request',
      'https://shop.test/checkout',
      'https://shop.test/no/such/page',
    ]) {
      expect(trackedLocation(href)).toBe(href);
    }
  });
});
