import { act, fireEvent, render, screen } from '@testing-library/react';
import { WhenNearViewport } from '../near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options: IntersectionObserverInit; disconnect: jest.Mock }> = [];
const latest = () => observers[observers.length - 1]!;

beforeEach(() => {
  observers = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    disconnect = jest.fn();
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observers.push({ callback, options, disconnect: this.disconnect });
    }
    observe() {}
  };
});

afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('renders nothing of its region until the region comes into view', () => {
  render(
    <WhenNearViewport>
      <p>Reviews</p>
    </WhenNearViewport>,
  );
  expect(screen.queryByText('Reviews')).toBeNull();

  act(() => latest().callback([{ isIntersecting: false }]));
  expect(screen.queryByText('Reviews')).toBeNull();

  act(() => latest().callback([{ isIntersecting: true }]));
  expect(screen.getByText('Reviews')).toBeInTheDocument();
  expect(latest().disconnect).toHaveBeenCalled();
});

it('counts only what is in view before the visitor scrolls, and loads ahead once they do', () => {
  render(
    <WhenNearViewport>
      <p>Footer</p>
    </WhenNearViewport>,
  );
  expect(latest().options.rootMargin).toBe('0px 0px');

  fireEvent.scroll(window);
  expect(latest().options.rootMargin).toBe('600px 0px');
  expect(observers[0]!.disconnect).toHaveBeenCalled();
});

it('renders at once where the browser cannot tell what is visible', () => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(
    <WhenNearViewport>
      <p>Newsletter</p>
    </WhenNearViewport>,
  );
  expect(screen.getByText('Newsletter')).toBeInTheDocument();
});

it('renders its children at once when told so, keeping them mounted (no second mount) when that comes later', () => {
  const { container, rerender } = render(
    <WhenNearViewport region={false}>
      <input aria-label="Quantity" />
    </WhenNearViewport>,
  );
  // A small place inside a region is not itself marked as a region still to come.
  expect(container.querySelector('[data-deferred-region]')).toBeNull();
  expect(screen.queryByLabelText('Quantity')).toBeNull();
  act(() => latest().callback([{ isIntersecting: true }]));
  const input = screen.getByLabelText('Quantity');
  rerender(
    <WhenNearViewport region={false} now>
      <input aria-label="Quantity" />
    </WhenNearViewport>,
  );
  expect(screen.getByLabelText('Quantity')).toBe(input);
});

it('renders its children when told so before its place comes near', () => {
  render(
    <WhenNearViewport now>
      <p>Add to cart</p>
    </WhenNearViewport>,
  );
  expect(screen.getByText('Add to cart')).toBeInTheDocument();
});
