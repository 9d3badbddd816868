import { fetchRegistry, parseRegistry, readRegistry } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const content = { manifest: 'https://cdn.example/content/1.2.0/mf-manifest.json', version: '1.2.0' };

const response = (body: unknown, init: { ok?: boolean; status?: number } = {}) =>
  ({ ok: init.ok ?? true, status: init.status ?? 200, json: async () => body }) as Response;

describe('parseRegistry', () => {
  it('keeps well-formed entries of known remotes', () => {
    const catalog = { ...content, fallback: 'https://backup.example/catalog/mf-manifest.json' };
    expect(parseRegistry({ remotes: { content, catalog } })).toEqual({ content, catalog });
  });

  it('drops unknown remotes and malformed entries', () => {
    expect(
      parseRegistry({
        remotes: {
          content,
          weather: content,
          catalog: { manifest: 42, version: '1.0.0' },
          checkout: { manifest: 'https://cdn.example/checkout.json' },
          account: null,
          tradein: 'https://cdn.example/tradein.json',
        },
      }),
    ).toEqual({ content });
  });

  it.each([null, undefined, 'oops', 42, [], {}, { remotes: null }])('reads %p as an empty registry', (json) => {
    expect(parseRegistry(json)).toEqual({});
  });
});

describe('fetchRegistry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads /registry.json without the HTTP cache', async () => {
    const fetchImpl = jest.fn(async () => response({ remotes: { content } }));
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({ content });
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('gives an empty registry when the answer is not OK', async () => {
    const fetchImpl = jest.fn(async () => response({ remotes: { content } }, { ok: false, status: 503 }));
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({});
  });

  it('gives an empty registry when fetch throws', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({});
  });

  it('gives an empty registry when the body is not JSON', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('bad json')) }));
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({});
  });
});

describe('readRegistry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  const inline = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'remac-registry';
    element.textContent = text;
    document.head.append(element);
  };

  it('uses the registry the host inlined into the page, without a request', async () => {
    inline(JSON.stringify({ remotes: { content } }));
    const fetchImpl = jest.fn();
    await expect(readRegistry(document, fetchImpl as unknown as typeof fetch)).resolves.toEqual({ content });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /registry.json when the page has no inlined copy', async () => {
    const fetchImpl = jest.fn(async () => response({ remotes: { content } }));
    await expect(readRegistry(document, fetchImpl as unknown as typeof fetch)).resolves.toEqual({ content });
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
  });

  it('fetches /registry.json when the inlined copy is unreadable', async () => {
    inline('{"remotes": {');
    const fetchImpl = jest.fn(async () => response({ remotes: { content } }));
    await expect(readRegistry(document, fetchImpl as unknown as typeof fetch)).resolves.toEqual({ content });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
