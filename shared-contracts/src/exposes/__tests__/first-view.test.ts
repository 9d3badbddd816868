import { firstViewModules, hydratesOnInteraction } from '../first-view';

const ids = (pathname: string) => firstViewModules(pathname).map(({ remote, module }) => `${remote}/${module}`);

it("a page of the route table shows its layout's fragments and its own remote page", () => {
  const infoBarAndHeader = ['catalog/ShippingPromotion', 'catalog/HeaderSearch', 'checkout/CartToggle'];
  expect(ids('/en/frequently-asked-questions')).toEqual([...infoBarAndHeader, 'content/Page']);
  expect(ids('/checkout')).toEqual([...infoBarAndHeader, 'checkout/Page']);
  // Home has no info bar; legal pages have neither info bar nor header.
  expect(ids('/')).toEqual(['catalog/HeaderSearch', 'checkout/CartToggle', 'catalog/HomePage']);
  expect(ids('/cookie-policy')).toEqual(['content/Page']);
});

it("an unknown path shows only the default layout's frame", () => {
  expect(ids('/no-such-page')).toEqual(['catalog/ShippingPromotion', 'catalog/HeaderSearch', 'checkout/CartToggle']);
});

it("only the header's search and cart wait for an interaction; pages and the info bar hydrate at once", () => {
  const waiting = ['/', '/products', '/checkout'].flatMap(firstViewModules).filter(hydratesOnInteraction);
  expect(new Set(waiting.map(({ remote, module }) => `${remote}/${module}`))).toEqual(
    new Set(['catalog/HeaderSearch', 'checkout/CartToggle']),
  );
  expect(hydratesOnInteraction({ remote: 'checkout', module: 'Page' })).toBe(false);
});
