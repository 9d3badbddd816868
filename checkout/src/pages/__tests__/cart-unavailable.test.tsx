import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartDrawerToggle } from '@remac/shared-contracts';
import { GetCartDocument } from '../../lib/graphql/generated';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { checkout } from '../../lib/remote';
import { cartFixture } from '../../testing/cart-fixtures';
import { CartDrawer } from '../../features/cart/cart-drawer';
import { CartPage } from '../cart-page';
import { CartToggle } from '../../features/cart/cart-toggle';
import { CheckoutPage } from '../checkout-page';

const request = { query: GetCartDocument, variables: { token: 'token-1' } };
const apiDown = () => ({ request, error: new TypeError('Failed to fetch') });
const cart = (quantity: number) => ({ request, result: { data: { cart: cartFixture(quantity) } } });
const unavailable = {
  en: 'Your cart cannot be loaded right now. We are trying again; please wait a moment.',
  el: 'Το καλάθι σας δεν μπορεί να φορτωθεί αυτή τη στιγμή. Προσπαθούμε ξανά· παρακαλούμε περιμένετε λίγο.',
};

describe('a visitor with items while the API is down', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem('remac.checkout.cartToken', 'token-1');
    window.localStorage.setItem('remac.checkout.cartCount', '2');
  });
  afterEach(() => jest.useRealTimers());

  it('the drawer says the cart cannot be loaded, never that it is empty, and shows the cart once the API is back (window focus)', async () => {
    await initTestI18n(checkout.translations, 'en');
    const { bus } = renderWithHost(<CartDrawer />, { mocks: [apiDown(), cart(2)] });
    act(() => bus.channel(cartDrawerToggle).emit({ open: true }));
    expect(await screen.findByText(unavailable.en)).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('MacBook Air 13" M1 (2020)')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-unavailable')).not.toBeInTheDocument();
  });

  it('the cart page says so in Greek and reads the cart again by itself, with back-off', async () => {
    await initTestI18n(checkout.translations, 'el');
    jest.useFakeTimers();
    renderWithHost(<CartPage />, { mocks: [apiDown(), apiDown(), cart(2)], locale: 'el' });
    expect(await screen.findByText(unavailable.el)).toBeInTheDocument();
    expect(screen.queryByText('Το καλάθι σας είναι άδειο.')).not.toBeInTheDocument();
    // First retry after 1 s: fails again; the next one waits 2 s.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await act(() => jest.advanceTimersByTimeAsync(1900));
    expect(screen.getByTestId('cart-unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-line')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(await screen.findByTestId('cart-line')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-unavailable')).not.toBeInTheDocument();
  });

  it('the badge keeps the count the visitor last saw', async () => {
    await initTestI18n(checkout.translations, 'en');
    renderWithHost(
      <>
        <CartToggle />
        <CartDrawer />
      </>,
      { mocks: [apiDown(), apiDown()] },
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('checkout offers no order form while the cart is unknown, and the retry button reads it again', async () => {
    await initTestI18n(checkout.translations, 'en');
    renderWithHost(<CheckoutPage />, { mocks: [apiDown(), cart(1)] });
    expect(await screen.findByText(unavailable.en)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });
});
