import { act, render, screen } from '@testing-library/react';
import { WhenNearViewport } from '../near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options: IntersectionObserverInit; disconnect: jest.Mock }> = [];

beforeEach(() => {
  observers = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    disconnect = jest.fn();
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observers.push({ callback, options, disconnect: this.disconnect });
    }
    observe() {}
  };
  (window as unknown as { requestIdleCallback: (fn: () => void) => void }).requestIdleCallback = (fn) => fn();
});

afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const settle = () => act(async () => undefined);

it('renders nothing of its region until the region comes near the viewport', async () => {
  render(<WhenNearViewport><p>Reviews</p></WhenNearViewport>);
  await settle();
  expect(screen.queryByText('Reviews')).toBeNull();
  expect(observers).toHaveLength(1);

  act(() => observers[0]!.callback([{ isIntersecting: false }]));
  expect(screen.queryByText('Reviews')).toBeNull();

  act(() => observers[0]!.callback([{ isIntersecting: true }]));
  expect(screen.getByText('Reviews')).toBeInTheDocument();
  expect(observers[0]!.disconnect).toHaveBeenCalled();
});

it('starts loading a little before the region is scrolled to', async () => {
  render(<WhenNearViewport><p>Footer</p></WhenNearViewport>);
  await settle();
  expect(observers[0]!.options.rootMargin).toMatch(/^\d+px$/);
});

it('renders at once where the browser cannot tell what is visible', () => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(<WhenNearViewport><p>Newsletter</p></WhenNearViewport>);
  expect(screen.getByText('Newsletter')).toBeInTheDocument();
});
