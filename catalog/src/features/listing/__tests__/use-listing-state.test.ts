import { act, renderHook } from '@testing-library/react';
import { useListingState } from '../use-listing-state';

// The router as it is between a choice and its (transition) update: the address is still page 3.
const setParams = jest.fn();
jest.mock('react-router-dom', () => ({
  useSearchParams: () => [new URLSearchParams('page=3'), setParams],
}));

describe('useListingState', () => {
  beforeEach(() => {
    setParams.mockClear();
    window.sessionStorage.clear();
  });

  it('shows a choice at once, before the router has applied it', () => {
    const { result } = renderHook(() => useListingState('products'));
    act(() => result.current[1]({ filters: { category: ['mac-studio'] }, page: 1 }));
    expect(result.current[0]).toMatchObject({ filters: { category: ['mac-studio'] }, page: 1 });
    expect(setParams).toHaveBeenCalledWith(new URLSearchParams('category=mac-studio'), { preventScrollReset: true });
  });

  it('goes back to the address on Back pressed before the router applied the choice', () => {
    const { result } = renderHook(() => useListingState('products'));
    act(() => result.current[1]({ filters: { category: ['mac-studio'] }, page: 1 }));
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current[0]).toEqual({ filters: {}, sort: undefined, page: 3, term: undefined });
  });
});
