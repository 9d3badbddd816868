import { cartRetryDelayMs, initialCartState, nextCartState, type CartObservation, type CartState } from '../cart-status';

const seen = (partial: Partial<CartObservation>): CartObservation => ({
  hasToken: true,
  loading: false,
  failed: false,
  answered: false,
  ...partial,
});
const run = (...observations: Partial<CartObservation>[]) =>
  observations
    .reduce<CartState[]>((states, observation) => [...states, nextCartState(states.at(-1)!, seen(observation))], [initialCartState])
    .slice(1);

describe('the cart state machine', () => {
  it('is empty-without-doubt only without a cart token', () => {
    expect(run({ hasToken: false })).toEqual([{ status: 'none', failures: 0 }]);
  });

  it('loads, then is loaded', () => {
    expect(run({ loading: true }, { answered: true }).map((s) => s.status)).toEqual(['loading', 'loaded']);
  });

  it('is unavailable after a failed read, retrying while it reads again, and loaded once the API answers', () => {
    expect(
      run({ loading: true }, { failed: true }, { loading: true, failed: true }, { failed: true }, { loading: true }, { answered: true }),
    ).toEqual([
      { status: 'loading', failures: 0 },
      { status: 'unavailable', failures: 1 },
      { status: 'retrying', failures: 1 },
      { status: 'unavailable', failures: 2 },
      { status: 'retrying', failures: 2 },
      { status: 'loaded', failures: 0 },
    ]);
  });

  it('becomes unavailable when a read of a loaded cart fails (its contents are unknown again)', () => {
    expect(run({ answered: true }, { loading: true }, { failed: true }).map((s) => s.status)).toEqual(['loaded', 'loaded', 'unavailable']);
  });

  it('is idempotent: the same observation twice changes nothing (render, then commit)', () => {
    for (const observation of [{ hasToken: false }, { loading: true }, { failed: true }, { answered: true }, {}]) {
      const once = nextCartState({ status: 'retrying', failures: 3 }, seen(observation));
      expect(nextCartState(once, seen(observation))).toBe(once);
    }
  });
});

describe('cartRetryDelayMs', () => {
  it('waits 1 s after the first failure, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(cartRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
