/** @jest-environment node */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { localeCookie, type FragmentPrefetch, type RemoteName, type RoutePrefetch } from '@remac/shared-contracts';
import { renderPage, type PageRequest } from '../render-page';

const GreetingQuery = gql`
  query Greeting {
    greeting
  }
`;

function FakePage({ routeName }: { routeName: string }) {
  const { data } = useQuery<{ greeting: string }>(GreetingQuery);
  return <p data-testid="fake-page">{`${routeName}: ${data?.greeting ?? 'loading'}`}</p>;
}

const fakeModules: Record<string, ComponentType<never>> = {
  'catalog/Page': FakePage as ComponentType<never>,
  'catalog/HeaderSearch': (() => <button type="button">fake search</button>) as ComponentType<never>,
};

function request(url: string, overrides: Partial<PageRequest> = {}): PageRequest {
  return {
    url,
    acceptLanguage: 'el-GR,el;q=0.9',
    graphqlUrl: 'http://api.test/graphql',
    loadModule: async (remote: RemoteName, module: string) => {
      const component = fakeModules[`${remote}/${module}`];
      if (!component) throw new Error(`${remote}/${module} unavailable`);
      return { default: component };
    },
    ...overrides,
  };
}

function answer(body: unknown, status = 200) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => jest.restoreAllMocks());

describe('renderPage', () => {
  it("renders the route's page module with its data and hands over the Apollo cache and the modules it used", async () => {
    const fetchSpy = answer({ data: { greeting: 'Καλημέρα' } });
    const page = await renderPage(request('/products'));
    expect(page).not.toBeNull();
    expect(page!.markup).toContain('products: Καλημέρα');
    expect(page!.markup).toContain('fake search');
    expect(page!.state.locale).toBe('el');
    expect(page!.state.modules).toEqual([
      { remote: 'catalog', module: 'HeaderSearch' },
      { remote: 'catalog', module: 'Page' },
    ]);
    expect(JSON.stringify(page!.state.apollo)).toContain('Καλημέρα');
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Locale')).toBe('el');
  });

  it("renders home with the catalog's Page from a release without the HomePage module, and says so to the browser", async () => {
    answer({ data: { greeting: 'Καλησπέρα' } });
    const page = await renderPage(request('/'));
    expect(page!.markup).toContain('index: Καλησπέρα');
    expect(page!.state.modules).toContainEqual({ remote: 'catalog', module: 'Page' });
    expect(page!.state.modules).not.toContainEqual({ remote: 'catalog', module: 'HomePage' });
  });

  it("asks the API with the fetch it is given (the host's), not the global one", async () => {
    const globalFetch = jest.spyOn(globalThis, 'fetch');
    const given = jest.fn<Promise<Response>, Parameters<typeof fetch>>(
      async () => new Response(JSON.stringify({ data: { greeting: 'Γεια' } }), { headers: { 'content-type': 'application/json' } }),
    );
    const page = await renderPage(request('/products', { fetch: given }));
    expect(page!.markup).toContain('products: Γεια');
    expect(given).toHaveBeenCalledTimes(1);
    expect(globalFetch).not.toHaveBeenCalled();
  });

  it("renders the frame in the path's language", async () => {
    answer({ data: { greeting: 'Good morning' } });
    const page = await renderPage(request('/en/no-such-page'));
    expect(page!.state.locale).toBe('en');
    expect(page!.markup).toContain('This page could not be found');
  });

  it('leaves a module that cannot be loaded to the browser', async () => {
    answer({ data: { greeting: 'Καλημέρα' } });
    const page = await renderPage(request('/products'));
    // The checkout remote's cart toggle is a first-view module the fake loader does not have.
    expect(page!.state.modules.some((module) => module.remote === 'checkout')).toBe(false);
  });

  it('renders the texts of the remote version it is given, not those an earlier version registered', async () => {
    answer({ data: { greeting: 'Καλημέρα' } });
    const releasedPage = (title: string) =>
      function TextPage() {
        const { i18n } = useTranslation();
        if (!i18n.hasResourceBundle('el', 'fake')) i18n.addResourceBundle('el', 'fake', { title });
        return <h1>{useTranslation('fake').t('title')}</h1>;
      };
    const withPage = (page: ComponentType) =>
      request('/products', {
        loadModule: async (remote, module) => ({
          default: (remote === 'catalog' && module === 'Page' ? page : fakeModules['catalog/HeaderSearch']!) as ComponentType<never>,
        }),
      });
    expect((await renderPage(withPage(releasedPage('Πρώτη έκδοση'))))!.markup).toContain('Πρώτη έκδοση');
    expect((await renderPage(withPage(releasedPage('Δεύτερη έκδοση'))))!.markup).toContain('Δεύτερη έκδοση');
  });

  it('renders pages at the same time, each in its own language', async () => {
    // The Greek page's answer arrives only once the English page has asked for its own: pages
    // rendered one after another would never get there.
    let englishAsked: () => void = () => undefined;
    const englishAsking = new Promise<void>((resolve) => (englishAsked = resolve));
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (_, init) => {
      const locale = new Headers(init?.headers).get('Locale');
      if (locale === 'en') englishAsked();
      else await englishAsking;
      const greeting = locale === 'en' ? 'Good morning' : 'Καλημέρα';
      return new Response(JSON.stringify({ data: { greeting } }), { headers: { 'content-type': 'application/json' } });
    });
    const [greek, english] = await Promise.all([renderPage(request('/products')), renderPage(request('/en/products'))]);
    expect(greek!.markup).toContain('products: Καλημέρα');
    expect(greek!.state.locale).toBe('el');
    expect(english!.markup).toContain('products: Good morning');
    expect(english!.state.locale).toBe('en');
  });

  it('does not render a page whose time ran out before it started', async () => {
    const fetchSpy = answer({ data: { greeting: 'Καλημέρα' } });
    const controller = new AbortController();
    controller.abort();
    await expect(renderPage(request('/products', { signal: controller.signal }))).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives the page to the browser when an API answer failed', async () => {
    answer({ errors: [{ message: 'down' }] }, 503);
    await expect(renderPage(request('/products'))).resolves.toBeNull();
  });

  it('renders nothing for a visitor to be sent to the English page, and names its address for the host to redirect to', async () => {
    answer({ data: { greeting: 'Καλημέρα' } });
    const redirects: string[] = [];
    const onLanguageRedirect = (location: string) => redirects.push(location);
    await expect(
      renderPage(request('/products', { cookie: `${localeCookie.name}=en`, acceptLanguage: 'el', onLanguageRedirect })),
    ).resolves.toBeNull();
    await expect(
      renderPage(request('/oroi-xrisis?ref=mail', { acceptLanguage: 'en-GB,en;q=0.9', onLanguageRedirect })),
    ).resolves.toBeNull();
    expect(redirects).toEqual(['/en/products', '/en/terms-and-conditions?ref=mail']);
  });
});

describe("renderPage with the route module's prefetch", () => {
  function countedPage() {
    const counted = { renders: 0 };
    const Page = (props: { routeName: string }) => {
      counted.renders += 1;
      return <FakePage {...props} />;
    };
    return { counted, Page: Page as ComponentType<never> };
  }

  function withPrefetch(
    Page: ComponentType<never>,
    prefetch: RoutePrefetch<ApolloClient>,
    promotion?: { Fragment: ComponentType<never>; prefetch: FragmentPrefetch<ApolloClient> },
  ): Partial<PageRequest> {
    return {
      loadModule: async (remote: RemoteName, module: string) => {
        if (`${remote}/${module}` === 'catalog/Page') return { default: Page, prefetch };
        if (`${remote}/${module}` === 'catalog/ShippingPromotion' && promotion)
          return { default: promotion.Fragment, prefetch: promotion.prefetch };
        const component = fakeModules[`${remote}/${module}`];
        if (!component) throw new Error(`${remote}/${module} unavailable`);
        return { default: component };
      },
    };
  }

  it('renders once: the route, its parameters and its query reach the prefetch, and the render finds its data', async () => {
    answer({ data: { greeting: 'Good morning' } });
    const { counted, Page } = countedPage();
    const seen: unknown[] = [];
    const prefetch: RoutePrefetch<ApolloClient> = async ({ client, routeName, params, search, locale }) => {
      seen.push({ routeName, params, variant: search.get('variant'), locale });
      await client.query({ query: GreetingQuery });
    };
    const page = await renderPage(request('/en/products/macbook-air?variant=7', withPrefetch(Page, prefetch)));
    expect(page!.markup).toContain('products-id: Good morning');
    expect(seen).toEqual([{ routeName: 'products-id', params: { id: 'macbook-air' }, variant: '7', locale: 'en' }]);
    expect(counted.renders).toBe(1);
    expect(page!.renders).toBe(1);
  });

  it("fetches a first-view fragment's queries with the route's, and still renders once", async () => {
    const BannerQuery = gql`
      query Banner {
        banner
      }
    `;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      const data = operationName === 'Banner' ? { banner: 'Free shipping over €100' } : { greeting: 'Good morning' };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    });
    const { counted, Page } = countedPage();
    const Promotion = () => {
      const { data } = useQuery<{ banner: string }>(BannerQuery);
      return <p>{data?.banner ?? 'no banner'}</p>;
    };
    const seen: string[] = [];
    const page = await renderPage(
      request(
        '/en/products/macbook-air',
        withPrefetch(Page, async ({ client }) => void (await client.query({ query: GreetingQuery })), {
          Fragment: Promotion as ComponentType<never>,
          prefetch: async ({ client, locale }) => {
            seen.push(locale);
            await client.query({ query: BannerQuery });
          },
        }),
      ),
    );
    expect(page!.markup).toContain('Free shipping over €100');
    expect(page!.markup).toContain('products-id: Good morning');
    expect(seen).toEqual(['en']);
    expect(counted.renders).toBe(1);
    expect(page!.renders).toBe(1);
  });

  it('without a prefetch the page renders, fetches and renders again', async () => {
    answer({ data: { greeting: 'Καλημέρα' } });
    const { counted, Page } = countedPage();
    const page = await renderPage(
      request(
        '/products/macbook-air',
        withPrefetch(Page, async () => undefined),
      ),
    );
    expect(page!.markup).toContain('products-id: Καλημέρα');
    expect(counted.renders).toBe(2);
    expect(page!.renders).toBe(2);
  });

  it('a prefetch that throws leaves the queries to the render', async () => {
    answer({ data: { greeting: 'Καλημέρα' } });
    const { Page } = countedPage();
    const page = await renderPage(
      request(
        '/products/macbook-air',
        withPrefetch(Page, async () => {
          throw new TypeError('a bug in the prefetch');
        }),
      ),
    );
    expect(page!.markup).toContain('products-id: Καλημέρα');
  });

  it('a prefetch whose API answer failed gives the page to the browser without rendering it', async () => {
    answer({ errors: [{ message: 'down' }] }, 503);
    const { counted, Page } = countedPage();
    const declined: string[] = [];
    const page = await renderPage({
      ...request(
        '/products/macbook-air',
        withPrefetch(Page, async ({ client }) => void (await client.query({ query: GreetingQuery }))),
      ),
      onDecline: ({ reason }) => declined.push(reason),
    });
    expect(page).toBeNull();
    expect(declined).toEqual(['API answer failed']);
    expect(counted.renders).toBe(0);
  });
});
