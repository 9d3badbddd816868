import type { Page } from '@playwright/test';
import { localizedPath } from '@remac/shared-contracts';
import { expect, test } from '../support/test';

/** The fonts Chromium actually drew a node's text with (not the CSS's wish list). */
async function platformFonts(page: Page, selector: string) {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

const fontFiles = (page: Page) => {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') files.push(new URL(request.url()).pathname);
  });
  return files;
};

/** The bytes of every font file the page received (uncompressed: WOFF2 is compressed already). */
const fontBytes = (page: Page) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') sizes.push(response.body().then((body) => body.length));
  });
  return async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
};

/** `lato-greek-700` of `/static/media/lato-greek-700.d583665c.woff2`: the face a file holds, whoever declared it. */
const faceOf = (file: string) =>
  file
    .slice(file.lastIndexOf('/') + 1)
    .replace(/\.[0-9a-f]+\.woff2$/, '')
    .replace(/-normal$/, '');

test('Greek text is set in Lato, and a Greek page fetches only the Latin and Greek files', async ({ page }) => {
  const files = fontFiles(page);
  const received = fontBytes(page);
  await page.goto(localizedPath('faq', 'el'));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/[α-ω]/);
  expect(await platformFonts(page, 'main h1')).toEqual(['Lato']);
  expect(await platformFonts(page, 'main p')).toEqual(['Lato']);
  expect(files.some((file) => /lato-greek-/.test(file))).toBe(true);
  expect(files.filter((file) => /lato-latin-ext-/.test(file))).toEqual([]);
  // Each subset and weight once: a second declaration of a face (an npm font package's) doubles the bytes.
  const faces = files.map(faceOf);
  expect(faces).toEqual([...new Set(faces)]);
  expect(faces.sort()).toEqual(['lato-greek-400', 'lato-greek-700', 'lato-latin-400', 'lato-latin-700']);
  // The files hold only what browsers draw by default (docs/architecture.md, Fonts): 61 kB, not 88.
  expect(await received()).toBeLessThan(64 * 1024);
});

test('polytonic Greek, in a file of its own that modern Greek pages never fetch, is set in Lato too', async ({ page }) => {
  const files = fontFiles(page);
  await page.goto(localizedPath('faq', 'el'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[α-ω]/);
  await page.evaluate(() => document.fonts.ready);
  expect(files.filter((file) => /lato-greek-ext-/.test(file))).toEqual([]);
  // Beside the page's root, which React owns: the text a visitor would paste or a product might quote.
  await page.evaluate(() => {
    const quote = document.body.appendChild(document.createElement('p'));
    quote.id = 'polytonic';
    quote.textContent = 'Ἀθῆναι';
  });
  expect(await platformFonts(page, '#polytonic')).toEqual(['Lato']);
  expect(files.map(faceOf)).toContain('lato-greek-ext-400');
});

test('an English page is set in Lato and fetches no Greek font file', async ({ page }) => {
  const files = fontFiles(page);
  await page.goto(localizedPath('faq', 'en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  expect(await platformFonts(page, 'main h1')).toEqual(['Lato']);
  expect(files.some((file) => /lato-latin-/.test(file))).toBe(true);
  expect(files.filter((file) => /lato-greek-/.test(file))).toEqual([]);
});
