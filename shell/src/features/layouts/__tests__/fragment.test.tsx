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

it('keeps the room of a fragment while it loads and once it is there', () => {
  const { container } = render(<Fragment name="footerCategories" reserveClassName="room" />);
  expect(container.firstElementChild).toHaveClass('room');
  act(() => reportStatus('loading'));
  expect(container.firstElementChild).toHaveClass('room');
  act(() => reportStatus('ready'));
  expect(container.firstElementChild).toHaveClass('room');
});

it('gives the room back when the fragment fails, so a hidden fragment leaves no gap', () => {
  const { container } = render(<Fragment name="footerCategories" reserveClassName="room" />);
  act(() => reportStatus('failed'));
  expect(container.firstElementChild).not.toHaveClass('room');
});

it('adds no wrapper when no room is asked for', () => {
  const { container } = render(<Fragment name="footerCategories" />);
  expect(container.firstElementChild?.tagName).toBe('P');
});
