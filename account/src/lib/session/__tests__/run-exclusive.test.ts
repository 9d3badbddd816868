import { LeaseHeldElsewhere, runExclusive } from '../run-exclusive';

// jsdom has no Web Locks API: this is the fallback a browser without it gets.
beforeEach(() => window.localStorage.clear());

it('lets one task run while another holds the lease, and frees the lease afterwards', async () => {
  let finish: () => void = () => undefined;
  const first = runExclusive('refresh', () => new Promise<string>((resolve) => (finish = () => resolve('first'))));
  await expect(runExclusive('refresh', async () => 'second')).rejects.toBeInstanceOf(LeaseHeldElsewhere);
  finish();
  await expect(first).resolves.toBe('first');
  await expect(runExclusive('refresh', async () => 'third')).resolves.toBe('third');
});

it('does not wait for a lease a closed tab left behind for longer than its 15 s', async () => {
  window.localStorage.setItem('remac.account.lock.refresh', String(Date.now() - 1));
  await expect(runExclusive('refresh', async () => 'ran')).resolves.toBe('ran');
});

it('uses the Web Locks API where the browser has it', async () => {
  const request = jest.fn((_name: string, task: () => Promise<unknown>) => task());
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  try {
    await expect(runExclusive('refresh', async () => 'locked')).resolves.toBe('locked');
    expect(request).toHaveBeenCalledWith('refresh', expect.any(Function));
  } finally {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  }
});
