import { serverAnswers, serverProbeDelayMs } from '../server-answers';

describe('serverProbeDelayMs', () => {
  it('doubles from one second up to thirty seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map(serverProbeDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('serverAnswers', () => {
  const fetchWith = (answer: () => Promise<unknown>) => jest.fn(answer) as unknown as typeof fetch;

  it('asks for the registry past every cache and is true on an OK answer', async () => {
    const fetchImpl = fetchWith(async () => ({ ok: true, status: 200 }));
    await expect(serverAnswers(fetchImpl)).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
  });

  it('is false when the request fails or the host answers with an error', async () => {
    await expect(serverAnswers(fetchWith(async () => Promise.reject(new TypeError('Failed to fetch'))))).resolves.toBe(false);
    await expect(serverAnswers(fetchWith(async () => ({ ok: false, status: 502 })))).resolves.toBe(false);
  });
});
