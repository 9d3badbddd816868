import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, pageMeta, tenant } from '@remac/shared-contracts';
import { ShellContext } from '../../../app/shell-context';
import { initI18n } from '../i18n';
import { LanguageSwitcher } from '../language-switcher';

beforeAll(() => initI18n('en'));

function renderSwitcher(path: string) {
  const bus = createEventBus();
  render(
    <ShellContext.Provider value={{ bus, tenant }}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageSwitcher />
      </MemoryRouter>
    </ShellContext.Provider>,
  );
  return { bus, link: () => screen.getByTestId('language-switcher') };
}

it('links to the same route in the other language until the page says where it is, keeping the query', () => {
  const { link } = renderSwitcher('/en/products/macbook-pro-14?variant=2');
  expect(link()).toHaveAttribute('href', '/products/macbook-pro-14?variant=2');
});

it('follows the page once it reports its address in the other language (a slug of its own there), even after rendering', () => {
  const { bus, link } = renderSwitcher('/en/products/macbook-pro-14?variant=2');
  act(() =>
    bus.channel(pageMeta).emit({
      path: '/en/products/macbook-pro-14',
      title: 'MacBook Pro 14',
      alternates: { el: '/products/macbook-pro-14-ellinika', en: '/en/products/macbook-pro-14' },
    }),
  );
  expect(link()).toHaveAttribute('href', '/products/macbook-pro-14-ellinika?variant=2');
});

it('ignores what another page reported (a late report of the page just left)', () => {
  const { bus, link } = renderSwitcher('/en/contact');
  act(() => bus.channel(pageMeta).emit({ path: '/en/products/x', title: 'X', alternates: { el: '/products/y', en: '/en/products/x' } }));
  expect(link()).toHaveAttribute('href', '/epikoinonia');
});
