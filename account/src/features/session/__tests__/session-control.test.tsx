import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessToken, session } from '@remac/shared-contracts';
import { initTestI18n, renderWithHost } from '@remac/remote-kit/testing';
import { account } from '../../../lib/remote';
import { pageSession } from '../../../lib/session/session';
import { SessionControl } from '../session-control';

beforeAll(() => initTestI18n(account.translations));
beforeEach(() => window.localStorage.clear());

it('shows a guest the login and register links, and tells the bus nobody is logged in', () => {
  const { bus } = renderWithHost(<SessionControl />, { locale: 'en' });
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/auth/login');
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/auth/register');
  expect(bus.channel(session).latest()).toEqual({ loggedIn: false, email: null });
  expect(bus.channel(accessToken).latest()).toEqual({ token: null });
});

it("opens a member's menu from the keyboard, moves with the arrows, closes with Escape back on its button", async () => {
  const user = userEvent.setup();
  act(() => {
    void pageSession().login({ access_token: 'access', refresh_token: 'refresh', expires_in: 600 });
  });
  const { bus } = renderWithHost(<SessionControl />, { locale: 'en' });
  act(() => pageSession().setEmail('maria@example.gr'));
  const toggle = await screen.findByRole('button', { name: 'maria@example.gr' });
  expect(bus.channel(accessToken).latest()).toEqual({ token: 'access' });
  expect(bus.channel(session).latest()).toEqual({ loggedIn: true, email: 'maria@example.gr' });

  toggle.focus();
  await user.keyboard('{ArrowDown}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});
