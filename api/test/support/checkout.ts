import { randomUUID } from 'node:crypto';
import { data, gql, type Json } from './client.js';

export interface StockVariant {
  id: string;
  productId: string;
  slug: string;
  totalOnHand: number;
  backorderable: boolean;
  purchasable: boolean;
  price: number;
}

/** Option variants of the first 100 products, for tests to pick disjoint ones from. */
export async function variants(): Promise<StockVariant[]> {
  const { products } = await data(`{ products(first: 100) { nodes { id slug status
    variants { id isMaster totalOnHand backorderable purchasable salePrice { amount } } } } }`);
  return products.nodes
    .filter((p: Json) => p.status === 'ACTIVE')
    .flatMap((p: Json) =>
      p.variants
        .filter((v: Json) => !v.isMaster)
        .map((v: Json) => ({
          id: v.id,
          productId: p.id,
          slug: p.slug,
          totalOnHand: v.totalOnHand,
          backorderable: v.backorderable,
          purchasable: v.purchasable,
          price: v.salePrice.amount,
        })),
    );
}

export const CART_FIELDS =
  'cart { token totalItems subtotal { amount } items { variantId quantity unitPrice { amount } available } } error { code message }';

export async function addToCart(variantId: string, quantity = 1, token: string | null = null, headers: Record<string, string> = {}) {
  const { addToCart: result } = await data(
    `mutation ($token: String, $variantId: ID!, $quantity: Int) {
    addToCart(token: $token, variantId: $variantId, quantity: $quantity) { ${CART_FIELDS} } }`,
    { token, variantId, quantity },
    headers,
  );
  return result;
}

export const address = (postalCode = '10431') => ({
  firstName: 'Μαρία',
  lastName: 'Παπαδοπούλου',
  addressLine1: 'Γρηγορίου Λαμπράκη 100',
  floor: '2',
  doorbell: 'Παπαδοπούλου',
  phone: '2104000000',
  city: 'Νίκαια',
  postalCode,
  country: 'GR',
});

export const cards = {
  approved: { holder: 'Maria Papadopoulou', number: '4242 4242 4242 4242', expiryMonth: '12', expiryYear: '2035', cvv: '123' },
  declined: { holder: 'Maria Papadopoulou', number: '4000 0000 0000 0002', expiryMonth: '12', expiryYear: '2035', cvv: '123' },
  serviceFailure: { holder: 'Maria Papadopoulou', number: '4000 0000 0000 0119', expiryMonth: '12', expiryYear: '2035', cvv: '123' },
  invalidDetails: { holder: 'Maria Papadopoulou', number: '4000 0000 0000 0127', expiryMonth: '12', expiryYear: '2035', cvv: '123' },
};

export const ORDER_FIELDS = `id number state outcome email total { amount } subtotal { amount } shipmentTotal { amount }
  taxTotal { amount } currency installments invoice { vatNumber companyName } items { variantId quantity price { amount } }
  shipping { postalCode } billing { firstName }`;

export const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status notice
  errors { field code message } order { ${ORDER_FIELDS} } } }`;

export function orderInput(cartToken: string, overrides: Record<string, unknown> = {}) {
  return {
    cartToken,
    idempotencyKey: randomUUID(),
    email: 'maria@example.gr',
    billing: address(),
    shipToBilling: true,
    shippingMethod: 'courier',
    paymentMethod: 'card',
    installments: 1,
    card: cards.approved,
    ...overrides,
  };
}

export async function placeOrder(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  const result = await gql(PLACE, { input }, headers);
  if (result.status !== 200 || result.body.errors) throw new Error(`placeOrder failed (${result.status}): ${result.text}`);
  return result.body.data.placeOrder;
}
