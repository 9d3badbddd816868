import { localizedPath, type Locale } from '@remac/shared-contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/ports';

interface Listed {
  slug: string;
  category: { slug: string } | null;
  grade: { slug: string; name: string } | null;
  image: { src: string } | null;
}

async function products(request: APIRequestContext, category: string): Promise<Listed[]> {
  const response = await request.post(`${apiUrl}/graphql`, {
    headers: { Locale: 'en', Tenant: 'remac' },
    data: {
      query:
        'query($c: String) { search(first: 100, where: { category: $c }) { nodes { slug category { slug } grade { slug name } image { src } } } }',
      variables: { c: category },
    },
  });
  return ((await response.json()) as { data: { search: { nodes: Listed[] } } }).data.search.nodes;
}

/** The colour a product's first picture shows, as its file name says (`…-<colour>-640.webp`). */
const colourOf = (product: Listed) => product.image!.src.match(/-(front|side|back)-([a-z-]+)-\d+\.webp$/)?.[2];

/** The bytes of the gallery's main picture as the browser chose it. */
async function galleryBytes(page: Page, slug: string, locale: Locale): Promise<Buffer> {
  await page.goto(localizedPath('products-id', locale, { id: slug }));
  const image = page.getByTestId('gallery').locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const response = await page.request.get(src);
  expect(response.ok()).toBe(true);
  return response.body();
}

for (const locale of ['el', 'en'] as Locale[]) {
  test.describe(`product imagery (${locale})`, () => {
    // Each test opens several product pages, whose pictures the API draws on first request.
    test.slow();
    test('a MacBook Air and a MacBook Pro of the same colour look different, and so do two iMac colours', async ({ page, request }) => {
      const airs = await products(request, 'macbook-air');
      const pros = await products(request, 'macbook-pro');
      const pair = airs.flatMap((air) => pros.filter((pro) => colourOf(pro) === colourOf(air)).map((pro) => [air, pro] as const))[0];
      expect(pair, 'an Air and a Pro of one colour').toBeTruthy();
      expect(await galleryBytes(page, pair![0].slug, locale)).not.toEqual(await galleryBytes(page, pair![1].slug, locale));

      const imacs = (await products(request, 'imac')).filter((imac) => colourOf(imac) !== 'silver');
      const other = imacs.find((imac) => colourOf(imac) !== colourOf(imacs[0]!));
      expect(other, 'two iMacs of different colours').toBeTruthy();
      expect(await galleryBytes(page, imacs[0]!.slug, locale)).not.toEqual(await galleryBytes(page, other!.slug, locale));
    });

    test('every grade has a picture of what it means among the product pictures', async ({ page, request }) => {
      const airs = await products(request, 'macbook-air');
      const pictures = new Set<string>();
      for (const grade of ['excellent', 'very-good', 'fair', 'bad']) {
        const product = airs.find((air) => air.grade?.slug === grade)!;
        await page.goto(localizedPath('products-id', locale, { id: product.slug }));
        const badge = (await page.getByTestId('product').getByTestId('grade').getByTestId('grade-badge').textContent())!;
        const gradeName = badge.split(':')[1]!.trim();
        const gallery = page.getByTestId('gallery');
        const thumbnails = gallery.getByRole('button');
        await thumbnails.last().click();
        const main = gallery.locator('img').first();
        await expect(main).toHaveAttribute('alt', new RegExp(gradeName));
        await expect(main).toHaveJSProperty('complete', true);
        expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        pictures.add(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
      }
      expect(pictures.size).toBe(4);
    });

    test('home "latest arrivals" shows Macs, not only accessories', async ({ page }) => {
      await page.goto(localizedPath('index', locale));
      const section = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: locale === 'el' ? 'Νέες αφίξεις' : 'Latest arrivals' }) });
      const titles = await section.getByTestId('product-card').locator('h3').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(
        titles.some((title) => /^(MacBook|iMac|Mac )/.test(title)),
        titles.join(' | '),
      ).toBe(true);
    });
  });
}
