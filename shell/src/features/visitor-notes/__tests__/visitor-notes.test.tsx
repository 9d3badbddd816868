import { act, renderHook } from '@testing-library/react';
import { cartUpdated, compareChanged, createEventBus } from '@remac/shared-contracts';
import { rememberedFlag, useRememberedFlag } from '../remembered-flag';
import { rememberedCart, useNoteCart } from '../remembered-cart';
import { rememberedCompare, useRememberedCompare } from '../remembered-compare';

afterEach(() => window.localStorage.clear());

it('a flag is kept in storage for the next page, and its users hear of a change, here or in another tab', () => {
  const flag = rememberedFlag('remac:test-seen');
  const { result } = renderHook(() => useRememberedFlag(flag));
  expect(result.current).toBe(false);
  act(() => flag.write(true));
  expect(result.current).toBe(true);
  expect(rememberedFlag('remac:test-seen').read()).toBe(true);

  act(() => {
    window.localStorage.removeItem('remac:test-seen');
    window.dispatchEvent(new StorageEvent('storage', { key: 'remac:test-seen' }));
  });
  expect(result.current).toBe(false);
});

it("notes a cart with items from the checkout's events, and forgets it once emptied", () => {
  const bus = createEventBus();
  renderHook(() => useNoteCart(bus));
  act(() => bus.channel(cartUpdated).emit({ totalItems: 2, stale: true }));
  expect(rememberedCart.read()).toBe(true);
  act(() => bus.channel(cartUpdated).emit({ totalItems: 0, stale: false }));
  expect(rememberedCart.read()).toBe(false);
});

it('wants the compare bar only while the compare list has products, including a list announced before the shell listened', () => {
  const bus = createEventBus();
  bus.channel(compareChanged).emit({ productIds: ['p1'], primaryId: 'p1' });
  const { result } = renderHook(() => useRememberedCompare(bus));
  expect(result.current).toBe(true);
  act(() => bus.channel(compareChanged).emit({ productIds: [], primaryId: null }));
  expect(result.current).toBe(false);
  expect(rememberedCompare.read()).toBe(false);
});
