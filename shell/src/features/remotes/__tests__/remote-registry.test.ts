import { fetchRegistry, readRegistry } from '../remote-registry';
import { validateRegistry } from '../registry-validation';
import { readLastGoodRegistry, saveLastGoodRegistry } from '../last-good-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const content = { manifest: 'https://cdn.example/content/1.2.0/mf-manifest.json', version: '1.2.0' };
const catalog = {
  manifest: 'https://cdn.example/catalog/2.0.0/mf-manifest.json',
  version: '2.0.0',
  fallback: 'https://backup.example/catalog/mf-manifest.json',
};

const response = (body: unknown, init: { ok?: boolean; status?: number } = {}) =>
  ({ ok: init.ok ?? true, status: init.status ?? 200, json: async () => body }) as Response;

describe('validateRegistry', () => {
  it('accepts well-formed entries of known remotes and ignores unknown remotes', () => {
    expect(validateRegistry({ remotes: { content, catalog, weather: { nonsense: true } } })).toEqual({
      ok: true,
      registry: { content, catalog },
    });
  });

  it('accepts an empty list of remotes', () => {
    expect(validateRegistry({ remotes: {} })).toEqual({ ok: true, registry: {} });
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an array', []],
    ['an object without remotes', {}],
    ['remotes: null', { remotes: null }],
    ['remotes as an array', { remotes: [content] }],
    ['a manifest that is not a string', { remotes: { content, catalog: { manifest: 42, version: '1.0.0' } } }],
    ['an entry without a version', { remotes: { content, checkout: { manifest: 'https://cdn.example/checkout.json' } } }],
    ['an entry that is a string', { remotes: { content, tradein: 'https://cdn.example/tradein.json' } }],
    ['a fallback that is not a string', { remotes: { content: { ...content, fallback: 1 } } }],
  ])('refuses %s', (_, json) => {
    expect(validateRegistry(json)).toEqual({ ok: false, problem: expect.any(String) });
  });
});

describe('fetchRegistry', () => {
  it('reads /registry.json without the HTTP cache', async () => {
    const fetchImpl = jest.fn(async () => response({ remotes: { content } }));
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({ ok: true, registry: { content } });
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['an answer that is not OK', async () => response({ remotes: { content } }, { ok: false, status: 503 })],
    ['a failed request', async () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a body that is not JSON',
      async () => ({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('bad json')) }) as unknown as Response,
    ],
    ['a body of the wrong shape', async () => response({ remotes: 'all of them' })],
  ])('reports %s as a problem', async (_, answer) => {
    const check = await fetchRegistry(jest.fn(answer) as unknown as typeof fetch);
    expect(check).toEqual({ ok: false, problem: expect.any(String) });
  });
});

describe('the last good registry', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept per origin', () => {
    saveLastGoodRegistry({ content }, 'https://remac.gr');
    expect(readLastGoodRegistry('https://remac.gr')).toEqual({ content });
    expect(readLastGoodRegistry('https://staging.remac.gr')).toBeNull();
  });

  it('is ignored when the stored copy was damaged', () => {
    window.localStorage.setItem('remac.shell.registry:https://remac.gr', '{"remotes": {"content": 1}}');
    expect(readLastGoodRegistry('https://remac.gr')).toBeNull();
  });
});

describe('readRegistry', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.innerHTML = '';
    window.localStorage.clear();
  });

  const inline = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'remac-registry';
    element.textContent = text;
    document.head.append(element);
  };
  const fetchAnswering = (answer: () => Promise<unknown>) => jest.fn(answer) as unknown as typeof fetch & jest.Mock;
  const brokenFetch = () => fetchAnswering(async () => response({ remotes: [] }));

  it('uses the registry the host inlined into the page, without a request, and remembers it', async () => {
    inline(JSON.stringify({ remotes: { content } }));
    const fetchImpl = fetchAnswering(async () => response({}));
    await expect(readRegistry(document, fetchImpl)).resolves.toEqual({ content });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(readLastGoodRegistry()).toEqual({ content });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('fetches /registry.json when the page has no inlined copy', async () => {
    const fetchImpl = fetchAnswering(async () => response({ remotes: { content } }));
    await expect(readRegistry(document, fetchImpl)).resolves.toEqual({ content });
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', { cache: 'no-store' });
  });

  it('fetches /registry.json when the inlined copy is not JSON, and says so', async () => {
    inline('{');
    const fetchImpl = fetchAnswering(async () => response({ remotes: { content } }));
    await expect(readRegistry(document, fetchImpl)).resolves.toEqual({ content });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('invalid remote registry'));
  });

  it('keeps the last good registry when both copies are invalid, and logs it loudly', async () => {
    inline(JSON.stringify({ remotes: { content, catalog } }));
    await readRegistry(document, brokenFetch());
    document.head.innerHTML = '';
    inline('{');
    await expect(readRegistry(document, brokenFetch())).resolves.toEqual({ content, catalog });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/invalid remote registry: .*not JSON.*; .*registry\.json.*; using the last good registry/),
    );
  });

  it('keeps the last good registry when the registry has the wrong shape and the host is unreachable', async () => {
    saveLastGoodRegistry({ content });
    inline(JSON.stringify({ remotes: { content: { manifest: 'https://cdn.example/content.json' } } }));
    const unreachable = fetchAnswering(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(readRegistry(document, unreachable)).resolves.toEqual({ content });
  });

  it('means no remotes, never a blank page, when no good registry was ever seen', async () => {
    inline('{');
    await expect(readRegistry(document, brokenFetch())).resolves.toEqual({});
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('no remotes can load'));
  });
});
