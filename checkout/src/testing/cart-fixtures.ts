/** GraphQL answers the checkout's tests give the client. */
export const money = (formatted: string, amount = 0) => ({ __typename: 'Money' as const, amount, formatted });

export function cartFixture(quantity = 1) {
  return {
    __typename: 'Cart' as const,
    token: 'token-1',
    totalItems: quantity,
    subtotal: money('€899.00', 89_900 * quantity),
    items: [
      {
        __typename: 'CartItem' as const,
        variantId: '7',
        productId: '3',
        slug: 'macbook-air-13-m1-2020-excellent',
        sku: 'MBA-M1-8-256',
        name: 'MacBook Air 13" M1 (2020)',
        label: '8 GB · 256 GB',
        quantity,
        available: 4,
        unitPrice: money('€899.00'),
        total: money('€899.00'),
      },
    ],
  };
}
