/** Base URL of the API under test (set by test/run-all). */
export const apiUrl = (): string => {
  const url = process.env.API_URL;
  if (!url) throw new Error('API_URL is not set: run the integration tests through `npm test -w api`');
  return url;
};

/**
 * A GraphQL answer as the integration tests read it: JSON from the wire, whose shape each assertion
 * states. Typing each answer with generated operation types would restate every query as a type.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the wire, checked by the assertions
export type Json = any;

export interface GqlResponse<T = Json> {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  text: string;
  headers: Headers;
}

export async function gql<T = Json>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const response = await fetch(`${apiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text, headers: response.headers };
}

/** The data of a query that must succeed. */
export async function data<T = Json>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const result = await gql<T>(query, variables, headers);
  if (result.status !== 200 || result.body.errors) throw new Error(`GraphQL failed (${result.status}): ${result.text}`);
  return result.body.data as T;
}

export const en = { Locale: 'en' };
export const el = { Locale: 'el' };

export async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text, headers: response.headers };
}

let counter = 0;
/** A unique value per call within this test process (e-mails, fake client addresses). */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter++}`;
export const fakeAddress = () => `10.${process.pid % 250}.${Math.floor(counter / 250) % 250}.${counter++ % 250}`;
/** A unique IPv6 /64 per call (documentation range): `host(n)` is the n-th address in it, as one subscriber line may use. */
export const fakeIpv6Network = () => {
  const prefix = `2001:db8:${(process.pid % 0xffff).toString(16)}:${(counter++ % 0xffff).toString(16)}`;
  return (n: number) => `${prefix}:${((n * 0x1f3d) % 0xffff).toString(16)}:${n.toString(16)}:abcd:${(n + 1).toString(16)}`;
};
