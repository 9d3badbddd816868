import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { createEventBus, matchPath, session, type EventBus } from '@remac/shared-contracts';
import { useMemberGuard } from '../use-member-guard';

function Probe({ bus }: { bus: EventBus }) {
  const { pathname, search } = useLocation();
  const match = matchPath(pathname)!;
  useMemberGuard(match.route, bus, match.locale);
  const navigate = useNavigate();
  return (
    <>
      <output>{`${pathname}${search}`}</output>
      <button onClick={() => navigate('/en')}>home</button>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const bus = createEventBus();
  render(
    <BrowserRouter>
      <Probe bus={bus} />
    </BrowserRouter>,
  );
  return bus;
}

const location = () => screen.getByRole('status').textContent;

it('waits for the account remote to say who the visitor is: no session yet, no redirect', () => {
  renderAt('/en/orders?page=2');
  expect(location()).toBe('/en/orders?page=2');
});

it('sends a guest on a member route to login with the requested path', () => {
  const bus = renderAt('/en/orders?page=2');
  act(() => bus.channel(session).emit({ loggedIn: false, email: null }));
  expect(location()).toBe('/en/auth/login?redirect=%2Fen%2Forders%3Fpage%3D2');
});

it('lets a member stay, and sends them to login once the session ends there', () => {
  const bus = renderAt('/en/orders');
  act(() => bus.channel(session).emit({ loggedIn: true, email: 'a@example.com' }));
  expect(location()).toBe('/en/orders');
  act(() => bus.channel(session).emit({ loggedIn: false, email: null }));
  expect(location()).toBe('/en/auth/login?redirect=%2Fen%2Forders');
});

it('leaves public routes alone', () => {
  const bus = renderAt('/products');
  act(() => bus.channel(session).emit({ loggedIn: false, email: null }));
  expect(location()).toBe('/products');
});

it('does not send a member who logs out (and goes home first) to login', () => {
  const bus = renderAt('/en/orders');
  act(() => bus.channel(session).emit({ loggedIn: true, email: 'a@example.com' }));
  act(() => {
    screen.getByRole('button', { name: 'home' }).click();
    bus.channel(session).emit({ loggedIn: false, email: null });
  });
  expect(location()).toBe('/en');
});
