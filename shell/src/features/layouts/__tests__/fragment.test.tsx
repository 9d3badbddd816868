import { act, render } from '@testing-library/react';
import type { SlotStatus } from '../../remotes/remote-slot';
import { Fragment } from '../fragment';

let reportStatus: (status: SlotStatus) => void = () => undefined;

jest.mock('../../locale/use-locale', () => ({ useHostContext: () => ({}) }));
jest.mock('../../remotes/remote-slot', () => ({
  RemoteSlot: ({ onStatus }: { onStatus?: (status: SlotStatus) => void }) => {
    reportStatus = onStatus ?? (() => undefined);
    return <p>fragment</p>;
  },
}));

it('keeps the room of a deferred fragment while it loads and once it is there', () => {
  const { container } = render(<Fragment name="footerCategories" deferred reserveClassName="room" />);
  expect(container.firstElementChild).toHaveClass('room');
  act(() => reportStatus('loading'));
  expect(container.firstElementChild).toHaveClass('room');
  act(() => reportStatus('ready'));
  expect(container.firstElementChild).toHaveClass('room');
});

it('gives the room back when the fragment fails, so a hidden fragment leaves no gap', () => {
  const { container } = render(<Fragment name="footerCategories" deferred reserveClassName="room" />);
  act(() => reportStatus('failed'));
  expect(container.firstElementChild).not.toHaveClass('room');
});

it.each(['ready', 'failed'] as const)('marks a deferred region as pending until its fragment is %s', (status) => {
  const { container } = render(<Fragment name="footerMemberArea" deferred reserveClassName="room" />);
  const region = container.firstElementChild!;
  expect(region).toHaveAttribute('data-deferred-region');
  act(() => reportStatus(status));
  expect(region).not.toHaveAttribute('data-deferred-region');
});

it('marks a deferred region without a room as pending too, in a wrapper that takes no part in the layout', () => {
  const { container } = render(<Fragment name="homeReviews" deferred />);
  expect(container.firstElementChild).toHaveClass('noBox');
  expect(container.firstElementChild).toHaveAttribute('data-deferred-region');
  act(() => reportStatus('ready'));
  expect(container.firstElementChild).not.toHaveAttribute('data-deferred-region');
});

it('adds no wrapper around a fragment of the first view', () => {
  const { container } = render(<Fragment name="headerCart" />);
  expect(container.firstElementChild?.tagName).toBe('P');
});
