import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '@remac/shared-contracts';
import { cartPriced, gql } from './shop-rules';

const placeOrder = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { status order { id number total { formatted } } } }`;

/** Who the guest orders of these tests are for: what their receipt shows. */
export const guestBuyer = {
  email: 'receipt@example.gr',
  address: {
    firstName: 'Μαρία',
    lastName: 'Παπαδοπούλου',
    addressLine1: 'Γρηγορίου Λαμπράκη 125',
    phone: '2104901234',
    city: 'Νίκαια',
    postalCode: '18452',
    country: 'GR',
  },
};

/** A guest's order of one variant, paid by bank transfer, placed through the test API. */
export async function placeGuestOrder(request: APIRequestContext, locale: Locale, label: string) {
  const { token } = await cartPriced(request, 10_000, 300_000);
  const placed = await gql(request, locale, placeOrder, {
    input: {
      cartToken: token,
      idempotencyKey: `${label}-${locale}-${Date.now()}`,
      email: guestBuyer.email,
      billing: guestBuyer.address,
      shipToBilling: true,
      shippingMethod: 'courier',
      paymentMethod: 'bank-transfer',
      installments: 1,
    },
  });
  return placed.placeOrder as { status: string; order: { id: string; number: string; total: { formatted: string } } };
}
