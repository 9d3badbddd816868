import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createEventBus, tenant, type FragmentProps, type RemotePageProps } from '@remac/shared-contracts';
import { initTestI18n } from '../../testing';
import { useHost } from '../../host/host-context';
import { defineRemote } from '../define-remote';
import { exposeFragment } from '../expose-fragment';
import { exposePages } from '../expose-pages';

const content = defineRemote('content', { translations: { el: { hello: 'Γεια' }, en: { hello: 'Hello' } } });
const host = { bus: createEventBus(), locale: 'en' as const, tenant };
let instances = 0;

function Faq({ routeName }: RemotePageProps) {
  const t = content.useT();
  const { locale } = useHost();
  const [instance] = useState(() => (instances += 1));
  return <h1 data-instance={instance}>{`${t('hello')} ${routeName} ${locale}`}</h1>;
}

const Page = exposePages(
  content,
  {
    about: Faq,
    contact: Faq,
    faq: Faq,
    testimonials: Faq,
    'terms-and-conditions': Faq,
    'privacy-policy': Faq,
    'cookie-policy': Faq,
    'payment-methods': Faq,
    'shipping-methods': Faq,
    'terms-of-service': Faq,
    'newsletter-confirm': Faq,
    'newsletter-unsubscribe': Faq,
  },
  { className: 'page' },
);

beforeAll(() => initTestI18n(content.translations, 'en'));

it('a page module renders the page the map names for the route, in the remote boundary, with its texts and host', () => {
  render(<Page {...host} routeName="faq" params={{}} />, { wrapper: MemoryRouter });
  const region = screen.getByRole('heading').closest('[data-boundary]');
  expect(screen.getByRole('heading')).toHaveTextContent('Hello faq en');
  expect(region).toHaveAttribute('data-boundary', 'content');
  expect(region).toHaveAttribute('data-page', 'faq');
  expect(region).toHaveClass('page');
});

it('another route starts its page afresh while the module itself stays mounted', () => {
  const { rerender } = render(<Page {...host} routeName="faq" params={{}} />, { wrapper: MemoryRouter });
  const region = screen.getByRole('heading').closest('[data-boundary]');
  const first = screen.getByRole('heading').dataset.instance;
  rerender(<Page {...host} routeName="faq" params={{}} locale="el" />);
  expect(screen.getByRole('heading').dataset.instance).toBe(first);
  rerender(<Page {...host} routeName="about" params={{}} />);
  expect(screen.getByRole('heading')).toHaveTextContent('Hello about en');
  expect(screen.getByRole('heading').dataset.instance).not.toBe(first);
  expect(screen.getByRole('heading').closest('[data-boundary]')).toBe(region);
});

it('a fragment gets its props and the host context inside a boundary that adds no box', () => {
  const Fragment = exposeFragment<FragmentProps & { note: string }>(content, ({ note }) => <p>{`${useHost().locale} ${note}`}</p>);
  render(<Fragment {...host} note="ok" />);
  expect(screen.getByText('en ok').parentElement).toHaveAttribute('data-boundary', 'content');
  expect(screen.getByText('en ok').parentElement).toHaveStyle({ display: 'contents' });
});

it('useHost outside an exposed module says so', () => {
  const Outside = () => <p>{useHost().locale}</p>;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Outside />)).toThrow(/useHost outside an exposed module/);
});

it("registers its texts in the page's own i18next instance, as a server render provides it", async () => {
  const pageI18n = i18next.createInstance();
  await pageI18n.init({ lng: 'el', resources: {}, react: { useSuspense: false }, initAsync: false });
  render(
    <I18nextProvider i18n={pageI18n}>
      <Page {...host} routeName="faq" params={{}} />
    </I18nextProvider>,
    { wrapper: MemoryRouter },
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Γεια faq en');
  expect(pageI18n.hasResourceBundle('el', 'content')).toBe(true);
});

it("a page's texts follow the page's language when it changes", async () => {
  render(<Page {...host} routeName="faq" params={{}} />, { wrapper: MemoryRouter });
  expect(screen.getByRole('heading')).toHaveTextContent('Hello faq en');
  await act(() => i18next.changeLanguage('el'));
  expect(screen.getByRole('heading')).toHaveTextContent('Γεια faq en');
  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByRole('heading')).toHaveTextContent('Hello faq en');
});
