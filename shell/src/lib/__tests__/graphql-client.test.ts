import type { Locale } from '@remac/shared-contracts';
import { requestHeaders, type GraphqlClientOptions } from '../graphql-client';

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

  it('falls back to the browser time zone', () => {
    const { Timezone } = requestHeaders(options({ timezone: undefined }));
    expect(Timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(Timezone).not.toBe('');
  });
});
