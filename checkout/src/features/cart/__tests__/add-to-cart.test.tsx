import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartDrawerToggle, cartUpdated } from '@remac/shared-contracts';
import { AddToCartDocument } from '../../../lib/graphql/generated';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { checkout } from '../../../lib/remote';
import { cartFixture } from '../../../testing/cart-fixtures';
import { AddToCart } from '../add-to-cart';

const request = { query: AddToCartDocument, variables: { token: null, variantId: '7', quantity: 2 } };
const props = { productId: '3', variantId: '7', sku: 'MBA-M1-8-256', orderable: true };

describe('the add-to-cart fragment', () => {
  beforeAll(() => initTestI18n(checkout.translations, 'en'));
  beforeEach(() => window.localStorage.clear());

  it('adds the chosen quantity, is disabled while adding, keeps the token and opens the drawer', async () => {
    const mocks = [
      { request, delay: 30, result: { data: { addToCart: { __typename: 'CartResult', cart: cartFixture(2), error: null } } } },
    ];
    const { bus } = renderWithHost(<AddToCart {...props} />, { mocks });
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await screen.findByRole('button', { name: 'Add to cart' });
    expect(window.localStorage.getItem('remac.checkout.cartToken')).toBe('token-1');
    expect(bus.channel(cartUpdated).latest()).toEqual({ totalItems: 2, stale: true });
    expect(bus.channel(cartDrawerToggle).latest()).toEqual({ open: true });
  });

  it('shows the spec text when the stock is not sufficient and leaves the drawer closed', async () => {
    const error = { __typename: 'CartError', code: 'INSUFFICIENT_STOCK', message: 'Product does not have sufficient stock available' };
    const mocks = [{ request, result: { data: { addToCart: { __typename: 'CartResult', cart: null, error } } } }];
    const { bus } = renderWithHost(<AddToCart {...props} />, { mocks });
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Item not added: Product does not have sufficient stock available');
    expect(bus.channel(cartDrawerToggle).latest()).toBeUndefined();
  });

  it('says an error occured while adding when the API cannot be reached', async () => {
    renderWithHost(<AddToCart {...props} compact />, {
      mocks: [{ request: { ...request, variables: { ...request.variables, quantity: 1 } }, error: new Error('offline') }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured while adding');
  });

  it('cannot add a product that is not orderable', () => {
    renderWithHost(<AddToCart {...props} orderable={false} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
