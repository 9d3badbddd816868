import { exposedModuleNames, routeModule } from '../exposed-modules';
import { getRoute } from '../../routes/route-table';

it('a remote exposes the modules of its routes, then the fragments of its slots, each once', () => {
  expect(exposedModuleNames('catalog')).toEqual([
    'HomePage',
    'Page',
    'HeaderSearch',
    'CompareBar',
    'ShippingPromotion',
    'FooterCategories',
  ]);
  expect(exposedModuleNames('content')).toEqual(['Page', 'Newsletter', 'ReviewsBand']);
  expect(exposedModuleNames('checkout')).toEqual(['Page', 'CartToggle', 'CartDrawer', 'AddToCart']);
});

it('a planned remote already has its modules named by the tables', () => {
  expect(exposedModuleNames('account')).toEqual(['Page', 'SessionControl', 'MemberArea']);
  expect(exposedModuleNames('tradein')).toEqual(['Page']);
});

it('a route goes to its owning module in one step, shown as a notice when that remote fails', () => {
  expect(routeModule(getRoute('products-id'))).toEqual({ remote: 'catalog', module: 'Page', onFailure: 'notice' });
  expect(routeModule(getRoute('receipt-id'))).toEqual({ remote: 'checkout', module: 'Page', onFailure: 'notice' });
});

it("a route with a module of its own falls back to its remote's Page in a release that does not expose it yet", () => {
  expect(routeModule(getRoute('index'))).toEqual({ remote: 'catalog', module: 'HomePage', onFailure: 'notice', fallbackModule: 'Page' });
});
