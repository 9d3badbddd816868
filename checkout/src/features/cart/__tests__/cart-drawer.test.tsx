import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartDrawerToggle, cartUpdated } from '@remac/shared-contracts';
import { GetCartDocument } from '../../../lib/graphql/generated';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { checkout } from '../../../lib/remote';
import { cartFixture } from '../../../testing/cart-fixtures';
import { CartDrawer } from '../cart-drawer';

const cartMock = (quantity: number) => ({
  request: { query: GetCartDocument, variables: { token: 'token-1' } },
  result: { data: { cart: cartFixture(quantity) } },
});

describe('the cart drawer', () => {
  beforeAll(() => initTestI18n(checkout.translations, 'en'));
  beforeEach(() => window.localStorage.setItem('remac.checkout.cartToken', 'token-1'));

  it('stays closed until the drawer channel opens it, then lists the live cart and links on', async () => {
    const { bus } = renderWithHost(<CartDrawer />, { mocks: [cartMock(1)] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.channel(cartDrawerToggle).emit({ open: true }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(await screen.findByText('MacBook Air 13" M1 (2020)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€899.00');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout');
    expect(drawer).toBeInTheDocument();
  });

  it('announces the fresh count once read and closes with its button', async () => {
    const { bus } = renderWithHost(<CartDrawer />, { mocks: [cartMock(1)] });
    act(() => bus.channel(cartDrawerToggle).emit({ open: true }));
    await screen.findByText('MacBook Air 13" M1 (2020)');
    expect(bus.channel(cartUpdated).latest()).toEqual({ totalItems: 1, stale: false });
    await userEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads the cart again when a change marks it stale', async () => {
    const { bus } = renderWithHost(<CartDrawer />, { mocks: [cartMock(1), cartMock(3)] });
    act(() => bus.channel(cartDrawerToggle).emit({ open: true }));
    await screen.findByText('MacBook Air 13" M1 (2020)');
    act(() => bus.channel(cartUpdated).emit({ totalItems: 3, stale: true }));
    expect(await screen.findByDisplayValue('3')).toBeInTheDocument();
  });
});
