import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '@remac/shared-contracts';
import { apiUrl } from './ports';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One GraphQL call to the test API in a language. */
export async function gql(request: APIRequestContext, locale: Locale, query: string, variables: Json = {}): Promise<Json> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Tenant: 'remac', Locale: locale, Authorization: 'Bearer live-stock' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: Json; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The rules as the API states them: what every page must agree with. */
export async function shopRules(request: APIRequestContext, locale: Locale) {
  const { shopRules: rules } = await gql(
    request,
    locale,
    '{ shopRules { freeShippingFrom { formatted } cashLimit { formatted } maxInterestFreeInstallments shippingMethods { code price { formatted } cutoff } } }',
  );
  const price = (code: string) => rules.shippingMethods.find((m: Json) => m.code === code).price.formatted as string;
  return {
    freeShippingFrom: rules.freeShippingFrom.formatted as string,
    cashLimit: rules.cashLimit.formatted as string,
    maxInstallments: rules.maxInterestFreeInstallments as number,
    courier: price('courier'),
    sameDay: price('same-day'),
    cutoff: rules.shippingMethods.find((m: Json) => m.code === 'same-day').cutoff as string,
  };
}

/** A guest cart holding one in-stock or backorderable variant priced within [min, max) cents. */
export async function cartPriced(request: APIRequestContext, min: number, max: number) {
  const { products } = await gql(
    request,
    'en',
    '{ products(first: 100) { nodes { slug status variants { id isMaster purchasable salePrice { amount } } } } }',
  );
  const variant = (products.nodes as Json[])
    .filter((p) => p.status === 'ACTIVE')
    .flatMap((p) => p.variants as Json[])
    .find((v) => !v.isMaster && v.purchasable && v.salePrice.amount >= min && v.salePrice.amount < max);
  if (!variant) throw new Error(`no purchasable variant between ${min} and ${max} cents`);
  const { addToCart } = await gql(
    request,
    'en',
    'mutation ($id: ID!) { addToCart(token: null, variantId: $id, quantity: 1) { cart { token } } }',
    { id: variant.id },
  );
  return { token: addToCart.cart.token as string, cents: variant.salePrice.amount as number };
}

/** Hands the cart to the browser as the checkout remote keeps it (local storage), before any page loads. */
export async function useCart(page: Page, token: string) {
  await page.context().addInitScript((value) => window.localStorage.setItem('remac.checkout.cartToken', value), token);
}
