import { act, screen, waitFor } from '@testing-library/react';
import { session } from '@remac/shared-contracts';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { ClaimCartDocument, GetCartDocument } from '../../../lib/graphql/generated';
import { checkout } from '../../../lib/remote';
import { cartFixture } from '../../../testing/cart-fixtures';
import { CartToggle } from '../cart-toggle';

const tokenKey = 'remac.checkout.cartToken';
const cartOf = (token: string, quantity: number) => ({ ...cartFixture(quantity), token });
const getCart = (token: string, quantity: number) => ({
  request: { query: GetCartDocument, variables: { token } },
  result: { data: { cart: cartOf(token, quantity) } },
});
const claim = (token: string | null, answer: ReturnType<typeof cartOf> | null) => ({
  request: { query: ClaimCartDocument, variables: { token } },
  result: { data: { claimCart: answer } },
});
const badge = () => screen.getByTestId('cart-count');
const maria = { loggedIn: true, email: 'maria@example.gr' };

describe("the member's cart", () => {
  beforeAll(() => initTestI18n(checkout.translations, 'en'));
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("becomes the member's at login, once the e-mail is known, and is forgotten at logout", async () => {
    window.localStorage.setItem(tokenKey, 'guest-1');
    const { bus } = renderWithHost(<CartToggle />, {
      mocks: [getCart('guest-1', 1), claim('guest-1', cartOf('member-1', 2)), getCart('member-1', 2)],
    });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    act(() => bus.channel(session).emit({ loggedIn: true, email: null }));
    act(() => bus.channel(session).emit(maria));
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(window.localStorage.getItem(tokenKey)).toBe('member-1');

    act(() => bus.channel(session).emit({ loggedIn: false, email: null }));
    expect(badge()).toHaveTextContent('0');
    expect(window.localStorage.getItem(tokenKey)).toBeNull();
  });

  it('finds the cart another device started, asking once a visit', async () => {
    const { bus, unmount } = renderWithHost(<CartToggle />, {
      mocks: [claim(null, cartOf('member-1', 1)), getCart('member-1', 1)],
    });
    act(() => bus.channel(session).emit(maria));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    unmount();

    // The next page of the visit, the cart since emptied by an order: no second claim (none is mocked).
    window.localStorage.removeItem(tokenKey);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const next = renderWithHost(<CartToggle />);
    act(() => next.bus.channel(session).emit(maria));
    await act(async () => undefined);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("never sends another member's cart, and drops it", async () => {
    window.localStorage.setItem(tokenKey, 'anna-1');
    window.localStorage.setItem('remac.checkout.cartOwner', 'anna@example.gr');
    const { bus } = renderWithHost(<CartToggle />, { mocks: [getCart('anna-1', 1), claim(null, null)] });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    act(() => bus.channel(session).emit(maria));
    await waitFor(() => expect(badge()).toHaveTextContent('0'));
    expect(window.localStorage.getItem(tokenKey)).toBeNull();
  });
});
