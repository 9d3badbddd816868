import { expect, test } from '../support/test';

const singletons = ['react', 'react-dom', 'react-router-dom', '@apollo/client', '@apollo/client/react', 'i18next', 'react-i18next', 'rxjs'];

interface ShareEntry {
  from: string;
  loaded?: boolean;
  useIn?: string[];
}

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test('each shared library is loaded once, from the shell, and reused by the content remote', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  await page.goto('/syxnes-erotiseis');
  await expect(page.locator('[data-boundary="content"][data-page="faq"]')).toBeVisible();

  const scope = await page.evaluate((names) => {
    const share = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }
    ).__FEDERATION__.__SHARE__;
    // Every federation instance lists the same share scope: count each entry object once.
    const found: Record<string, ShareEntry[]> = {};
    const seen = new Set<ShareEntry>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const name of names) {
          for (const entry of Object.values(packages[name] ?? {})) {
            if (seen.has(entry)) continue;
            seen.add(entry);
            (found[name] ??= []).push(entry);
          }
        }
      }
    }
    return found;
  }, singletons);

  for (const name of singletons) {
    const loaded = (scope[name] ?? []).filter((entry) => entry.loaded);
    expect(loaded, `${name} loaded copies`).toHaveLength(1);
    expect(loaded[0]!.from, `${name} provider`).toBe('shell');
  }
  expect(scope['react']![0]!.useIn).toContain('content');

  // The content remote ships fallback copies of the shared libraries; none of them may be downloaded.
  const registry = await (await request.get('/registry.json')).json();
  const manifestUrl: string = registry.remotes.content.manifest;
  const manifest = await (await request.get(manifestUrl)).json();
  const base = manifestUrl.replace(/mf-manifest\.json$/, '');
  const exposedAssets = new Set<string>(
    manifest.exposes.flatMap((expose: ManifestShared) => [...expose.assets.js.sync, ...expose.assets.js.async]),
  );
  const fallbackAssets = (manifest.shared as ManifestShared[])
    .filter((shared) => singletons.some((name) => shared.name === name || shared.name.startsWith(`${name}/`)))
    .flatMap((shared) => shared.assets.js.sync)
    .filter((asset) => !exposedAssets.has(asset))
    .map((asset) => `${base}${asset}`);
  expect(fallbackAssets.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => fallbackAssets.includes(script))).toEqual([]);
  expect(new Set(scripts).size).toBe(scripts.length);
});

test('the home page downloads no remote copy of a shared library or contract: one request fewer on the way to the page', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('carousel')).toBeVisible();

  const registry = await (await request.get('/registry.json')).json();
  const fallbackAssets: string[] = [];
  for (const remote of ['catalog', 'checkout']) {
    const manifestUrl: string = registry.remotes[remote].manifest;
    const manifest = await (await request.get(manifestUrl)).json();
    const base = manifestUrl.replace(/mf-manifest\.json$/, '');
    const exposedAssets = new Set<string>(
      manifest.exposes.flatMap((expose: ManifestShared) => [...expose.assets.js.sync, ...expose.assets.js.async]),
    );
    const own = (manifest.shared as ManifestShared[])
      .flatMap((shared) => shared.assets.js.sync)
      .filter((asset) => !exposedAssets.has(asset));
    fallbackAssets.push(...own.map((asset) => `${base}${asset}`));
  }
  expect(fallbackAssets.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.startsWith('/remotes/')).length).toBeGreaterThan(0);
  expect(scripts.filter((script) => fallbackAssets.includes(script))).toEqual([]);
});
