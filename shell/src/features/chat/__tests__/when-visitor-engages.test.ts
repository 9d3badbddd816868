import { idleGraceMs, whenVisitorEngages } from '../when-visitor-engages';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('starts on the first interaction, once', () => {
  const start = jest.fn();
  whenVisitorEngages(start);
  expect(start).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('keydown'));
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(idleGraceMs * 3);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts when the browser is idle a while after the page loaded, not before', () => {
  const start = jest.fn();
  const idle = jest.fn((callback: IdleRequestCallback) => {
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 10 }), 1);
    return 1;
  });
  Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
  whenVisitorEngages(start);
  jest.advanceTimersByTime(idleGraceMs - 1);
  expect(idle).not.toHaveBeenCalled();
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2);
  expect(start).toHaveBeenCalledTimes(1);
});

it('does nothing once cancelled', () => {
  const start = jest.fn();
  const cancel = whenVisitorEngages(start);
  cancel();
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(idleGraceMs * 3);
  expect(start).not.toHaveBeenCalled();
});
