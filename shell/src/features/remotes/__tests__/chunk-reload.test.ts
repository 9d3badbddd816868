import { chunkReloadIntervalMs, reloadForChunkError } from '../chunk-reload';

const chunkError = () => Object.assign(new Error('Failed to fetch dynamically imported module'), { name: 'ChunkLoadError' });

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('reloadForChunkError', () => {
  const start = Date.UTC(2026, 10, 21, 1, 0, 0);
  let storage: ReturnType<typeof memoryStorage>;
  let reload: jest.Mock;
  const handle = (error: unknown, now: number) => reloadForChunkError(error, { now, storage: storage as Storage, reload });

  beforeEach(() => {
    storage = memoryStorage();
    reload = jest.fn();
  });

  it('reloads the page on a ChunkLoadError', () => {
    expect(handle(chunkError(), start)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('also recognises a failed chunk by its message', () => {
    expect(handle(new Error('Loading chunk 42 failed.'), start)).toBe(true);
    expect(handle(new Error('Loading CSS chunk content-faq failed.'), start + chunkReloadIntervalMs)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload again within 60 seconds', () => {
    handle(chunkError(), start);
    expect(handle(chunkError(), start + chunkReloadIntervalMs - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 seconds have passed', () => {
    handle(chunkError(), start);
    expect(handle(chunkError(), start + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    expect(handle(new Error('Network request failed'), start)).toBe(false);
    expect(handle('ChunkLoadError', start)).toBe(false);
    expect(handle(undefined, start)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('remembers the reload in the given storage, across page loads', () => {
    handle(chunkError(), start);
    const afterReload = jest.fn();
    expect(reloadForChunkError(chunkError(), { now: start + 1000, storage: storage as Storage, reload: afterReload })).toBe(false);
    expect(afterReload).not.toHaveBeenCalled();
  });
});
