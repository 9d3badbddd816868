import { act, render, screen } from '@testing-library/react';
import { forgetFirstInteraction } from '../../remotes/first-interaction';
import { HostSlot } from '../host-slot';

jest.mock('../../locale/use-locale', () => ({ useHostContext: () => ({ locale: 'en' }) }));
jest.mock('../../remotes/remote-slot', () => ({
  RemoteSlot: ({ slot, props }: { slot: { module: string }; props: { productId: string } }) => (
    <p>
      {slot.module} for {props.productId}
    </p>
  ),
}));

let intersect: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;

beforeEach(() => {
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: typeof intersect) {
      intersect = callback;
    }
    observe() {}
    disconnect() {}
  };
});

afterEach(() => {
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  forgetFirstInteraction();
});

it("loads another remote's fragment only once its place is in view", () => {
  render(<HostSlot name="addToCart" props={{ productId: 'p1' }} />);
  expect(screen.queryByText('AddToCart for p1')).toBeNull();
  act(() => intersect([{ isIntersecting: true }]));
  expect(screen.getByText('AddToCart for p1')).toBeInTheDocument();
});

it('loads it on the first interaction wherever its place is (a column out of view in a scrolling box)', () => {
  render(<HostSlot name="addToCart" props={{ productId: 'p2' }} />);
  expect(screen.queryByText('AddToCart for p2')).toBeNull();
  act(() => void window.dispatchEvent(new Event('pointermove')));
  expect(screen.getByText('AddToCart for p2')).toBeInTheDocument();
});
