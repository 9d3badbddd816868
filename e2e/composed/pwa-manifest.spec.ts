import { expect, test } from '../support/test';
import type { APIRequestContext } from '@playwright/test';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** Width and height from a PNG's header (signature, then the IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function readManifest(request: APIRequestContext, href: string): Promise<WebAppManifest> {
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  return (await response.json()) as WebAppManifest;
}

test('the Greek page links a valid Greek manifest whose icons exist as PNGs of the stated sizes', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#448aff');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.el.webmanifest');
  const manifest = await readManifest(request, href!);
  expect(manifest).toMatchObject({
    id: '/',
    lang: 'el',
    short_name: 'ReMac',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#448aff',
    background_color: '#ffffff',
  });
  expect(manifest.name).toContain('υπολογιστές Apple');

  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    expect(icon.type).toBe('image/png');
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await response.body()), icon.src).toEqual({ width, height });
  }
});

test('an English page links the English manifest, which opens the app at /en', async ({ page, request }) => {
  await page.goto('/en/contact');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.en.webmanifest');
  const manifest = await readManifest(request, '/manifest.en.webmanifest');
  expect(manifest).toMatchObject({ id: '/', lang: 'en', start_url: '/en', scope: '/', display: 'standalone', theme_color: '#448aff' });
  expect(manifest.name).toBe('ReMac: refurbished Apple computers');
  expect(manifest.icons).toEqual((await readManifest(request, '/manifest.el.webmanifest')).icons);
});

test('the service worker script is always revalidated and never a page', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('/offline/el.html');
});
