import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateCartItemDocument } from '../../../lib/graphql/generated';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { checkout } from '../../../lib/remote';
import { cartFixture } from '../../../testing/cart-fixtures';
import { CartLines } from '../cart-lines';

const refusal = 'Only 4 pieces of this product are available.';

const updateMock = (quantity: number, answer: 'refused' | 'taken') => ({
  request: { query: UpdateCartItemDocument, variables: { token: 'token-1', variantId: '7', quantity } },
  result: {
    data: {
      updateCartItem:
        answer === 'refused'
          ? { __typename: 'CartResult', cart: null, error: { __typename: 'CartError', code: 'INSUFFICIENT_STOCK', message: refusal } }
          : { __typename: 'CartResult', cart: cartFixture(quantity), error: null },
    },
  },
});

describe('a cart line', () => {
  beforeAll(() => initTestI18n(checkout.translations, 'en'));
  beforeEach(() => window.localStorage.setItem('remac.checkout.cartToken', 'token-1'));

  it('shows the quantity actually in the cart after a refused change, with the reason', async () => {
    renderWithHost(<CartLines cart={cartFixture(2)} />, { mocks: [updateMock(9, 'refused')] });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(input).toHaveValue(2);
  });

  it('keeps a taken change', async () => {
    renderWithHost(<CartLines cart={cartFixture(2)} />, { mocks: [updateMock(3, 'taken')] });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue(3);
  });
});
