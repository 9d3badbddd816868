import { chunkReloadIntervalMs, recoverFromChunkError, type ChunkRecoveryOptions } from '../chunk-reload';

const chunkError = () => Object.assign(new Error('Failed to fetch dynamically imported module'), { name: 'ChunkLoadError' });

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('recoverFromChunkError', () => {
  const start = Date.UTC(2026, 10, 21, 1, 0, 0);
  let storage: ReturnType<typeof memoryStorage>;
  let reload: jest.Mock;
  const serverUp = { probe: async () => true, wait: async () => undefined };
  const handle = (error: unknown, now: number, options: ChunkRecoveryOptions = serverUp) =>
    recoverFromChunkError(error, { now: () => now, storage, reload, ...options });

  beforeEach(() => {
    storage = memoryStorage();
    reload = jest.fn();
  });

  it('reloads the page on a ChunkLoadError when the server answers', async () => {
    await expect(handle(chunkError(), start)).resolves.toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('also recognises a failed chunk by its message', async () => {
    await expect(handle(new Error('Loading chunk 42 failed.'), start)).resolves.toBe('reloaded');
    await expect(handle(new Error('Loading CSS chunk content-faq failed.'), start + chunkReloadIntervalMs)).resolves.toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload again within 60 seconds: the slot keeps its fallback (and its retry button)', async () => {
    await handle(chunkError(), start);
    await expect(handle(chunkError(), start + chunkReloadIntervalMs - 1)).resolves.toBe('ignored');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('within 60 seconds of a reload, loads again in place once a host that was unreachable answers', async () => {
    await handle(chunkError(), start);
    let probes = 0;
    const probe = async () => (probes += 1) > 1;
    await expect(handle(chunkError(), start + 1000, { probe, wait: async () => undefined })).resolves.toBe('retry');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 seconds have passed', async () => {
    await handle(chunkError(), start);
    await expect(handle(chunkError(), start + 60_000)).resolves.toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors, without asking the server', async () => {
    const probe = jest.fn(async () => true);
    for (const error of [new Error('Network request failed'), 'ChunkLoadError', undefined]) {
      await expect(handle(error, start, { probe })).resolves.toBe('ignored');
    }
    expect(probe).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('remembers the reload in the given storage, across page loads', async () => {
    await handle(chunkError(), start);
    const afterReload = jest.fn();
    await expect(recoverFromChunkError(chunkError(), { now: () => start + 1000, storage, reload: afterReload, ...serverUp })).resolves.toBe(
      'ignored',
    );
    expect(afterReload).not.toHaveBeenCalled();
  });

  it('never reloads while the server does not answer, and reloads once it does', async () => {
    let up = false;
    const waits: number[] = [];
    let probes = 0;
    const probe = async () => {
      probes += 1;
      return up;
    };
    // The server comes back after the fourth probe.
    const wait = async (ms: number) => {
      waits.push(ms);
      expect(reload).not.toHaveBeenCalled();
      if (waits.length === 4) up = true;
    };
    await expect(handle(chunkError(), start, { probe, wait })).resolves.toBe('reloaded');
    expect(probes).toBe(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('probes the server once for every slot that failed at the same time', async () => {
    let release!: () => void;
    const probe = jest.fn(async () => false);
    const wait = () =>
      new Promise<void>((resolve) => {
        release = () => {
          probe.mockResolvedValue(true);
          resolve();
        };
      });
    const first = handle(chunkError(), start, { probe, wait });
    const second = handle(chunkError(), start, { probe, wait });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(Promise.all([first, second])).resolves.toEqual(['reloaded', 'retry']);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
