import { apiHeaders, apiPaths } from '@remac/shared-contracts/graphql';
import type { Locale } from '@remac/shared-contracts';

/** Spec §7: the token endpoint's answer. */
export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** A refusal of the OAuth endpoints, with the text the server gives for the visitor (spec §8: login error). */
export class OAuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string | null,
  ) {
    super(code);
  }
}

async function post<T>(path: string, body: object, headers: { tenant: string; locale: Locale; token?: string }): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [apiHeaders.tenant]: headers.tenant,
      [apiHeaders.locale]: headers.locale,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string; error_description?: string };
  if (!response.ok) throw new OAuthFailure(response.status, answer.error ?? 'server_error', answer.error_description ?? null);
  return answer;
}

export interface OAuthClient {
  login(email: string, password: string): Promise<IssuedTokens>;
  refresh(refreshToken: string): Promise<IssuedTokens>;
  revoke(token: string): Promise<void>;
}

export function oauthClient(tenant: string, getLocale: () => Locale): OAuthClient {
  const headers = () => ({ tenant, locale: getLocale() });
  return {
    login: (email, password) => post(apiPaths.token, { grant_type: 'password', username: email, password }, headers()),
    refresh: (refreshToken) => post(apiPaths.token, { grant_type: 'refresh_token', refresh_token: refreshToken }, headers()),
    revoke: async (token) => {
      await post(apiPaths.revoke, { token }, headers());
    },
  };
}
