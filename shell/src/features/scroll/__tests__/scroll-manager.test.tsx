import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollManager } from '../scroll-manager';

/** jsdom neither lays out nor scrolls: the window's position is a plain number the page's scrolls move. */
let scrollY = 0;
const scrollTo = jest.fn(({ top }: ScrollToOptions) => void (scrollY = top ?? scrollY));

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  // A first visit (jsdom keeps no navigation timing).
  performance.getEntriesByType ??= () => [];
  window.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  scrollY = 0;
  scrollTo.mockClear();
});

afterEach(() => jest.useRealTimers());

function scrolledBy(top: number) {
  scrollY = top;
  act(() => void fireEvent.scroll(window));
}

/** A listing scrolled far down; the visitor follows a product link. */
function openProductFromScrolledListing() {
  render(
    <MemoryRouter initialEntries={['/products']}>
      <ScrollManager />
      <Link to="/products/macbook-air">MacBook Air</Link>
    </MemoryRouter>,
  );
  scrolledBy(2400);
  act(() => void fireEvent.click(screen.getByRole('link', { name: 'MacBook Air' })));
}

it('holds a page opened by a link at the top while a scroll from the previous page still glides on', () => {
  openProductFromScrolledListing();
  expect(scrollY).toBe(0);

  // The glide of a flick on the listing lands after the new page's first jump.
  scrolledBy(2586);
  expect(scrollY).toBe(0);

  // Once the page has held still, the visitor's own scrolling is theirs.
  act(() => void jest.advanceTimersByTime(1000));
  scrolledBy(600);
  expect(scrollY).toBe(600);
});

it('lets the visitor scroll the new page at once: their own input ends the hold', () => {
  openProductFromScrolledListing();
  act(() => void fireEvent.wheel(window));
  scrolledBy(300);
  expect(scrollY).toBe(300);
});

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Back</button>;
}

it('returns with Back to where the visitor was when they followed the link, even with no frame between', () => {
  render(
    <MemoryRouter initialEntries={['/products']}>
      <ScrollManager />
      <Link to="/products/macbook-air">MacBook Air</Link>
      <BackButton />
    </MemoryRouter>,
  );
  scrolledBy(2200);
  act(() => void jest.advanceTimersByTime(50));
  // The last turn of the wheel, and the click before the next frame.
  scrolledBy(2400);
  act(() => void fireEvent.click(screen.getByRole('link', { name: 'MacBook Air' })));
  act(() => void jest.advanceTimersByTime(1000));
  expect(scrollY).toBe(0);

  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
  act(() => void jest.advanceTimersByTime(1000));
  expect(scrollY).toBe(2400);
});
