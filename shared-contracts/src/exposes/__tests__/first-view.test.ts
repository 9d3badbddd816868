import { firstViewModules } from '../first-view';

const ids = (pathname: string) => firstViewModules(pathname).map(({ remote, module }) => `${remote}/${module}`);

it('a page of the route table shows the header fragments and its own remote page', () => {
  expect(ids('/')).toEqual(['catalog/HeaderSearch', 'checkout/CartToggle', 'catalog/Page']);
  expect(ids('/en/frequently-asked-questions')).toEqual(['catalog/HeaderSearch', 'checkout/CartToggle', 'content/Page']);
});

it('an unknown path shows only the frame', () => {
  expect(ids('/no-such-page')).toEqual(['catalog/HeaderSearch', 'checkout/CartToggle']);
});
