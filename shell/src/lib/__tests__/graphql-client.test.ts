import { gql } from '@apollo/client';
import type { Locale } from '@remac/shared-contracts';
import { createGraphqlClient, requestHeaders, type GraphqlClientOptions } from '../graphql-client';

const options = (overrides: Partial<GraphqlClientOptions> = {}): GraphqlClientOptions => ({
  tenant: 'remac',
  getLocale: () => 'el',
  getAccessToken: () => null,
  timezone: 'Europe/Athens',
  ...overrides,
});

describe('requestHeaders', () => {
  it('sends Tenant, Locale and Timezone', () => {
    expect(requestHeaders(options())).toEqual({ Tenant: 'remac', Locale: 'el', Timezone: 'Europe/Athens' });
  });

  it('adds a bearer Authorization only with a token', () => {
    expect(requestHeaders(options({ getAccessToken: () => 'secret' })).Authorization).toBe('Bearer secret');
    expect(requestHeaders(options({ getAccessToken: () => undefined }))).not.toHaveProperty('Authorization');
    expect(requestHeaders(options({ getAccessToken: () => '' }))).not.toHaveProperty('Authorization');
  });

  it('reads the locale and the token at the time of each request', () => {
    let locale: Locale = 'el';
    let token: string | null = null;
    const current = options({ getLocale: () => locale, getAccessToken: () => token });
    expect(requestHeaders(current)).toMatchObject({ Locale: 'el' });
    locale = 'en';
    token = 't1';
    expect(requestHeaders(current)).toMatchObject({ Locale: 'en', Authorization: 'Bearer t1' });
  });

  it("takes the browser's time zone from Temporal where there is one, without loading Intl's locale data", () => {
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    (globalThis as { Temporal?: unknown }).Temporal = { Now: { timeZoneId: () => 'Pacific/Auckland' } };
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../graphql-client')>('../graphql-client');
        expect(fresh.requestHeaders(options({ timezone: undefined })).Timezone).toBe('Pacific/Auckland');
      });
      expect(intl).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { Temporal?: unknown }).Temporal;
      intl.mockRestore();
    }
  });

  it('falls back to the browser time zone', () => {
    const { Timezone } = requestHeaders(options({ timezone: undefined }));
    expect(Timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(Timezone).not.toBe('');
  });
});

describe('createGraphqlClient', () => {
  const query = gql`
    query Greeting {
      greeting {
        id
        text
      }
    }
  `;
  const readTwice = (ssrMode: boolean) => {
    const { cache } = createGraphqlClient(options({ ssrMode }));
    cache.writeQuery({ query, data: { greeting: { __typename: 'Greeting', id: '1', text: 'Γεια' } } });
    return [cache.readQuery({ query }), cache.readQuery({ query })];
  };

  it('in the browser, an answer read twice is the same object, so a re-render with it changes nothing', () => {
    const [first, second] = readTwice(false);
    expect(second).toBe(first);
  });

  it('on the server, where a page is rendered once, reads are not memoised (a quarter faster renders)', () => {
    const [first, second] = readTwice(true);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});
