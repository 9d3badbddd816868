import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { apiUrl, data, type Json } from '../support/client.js';

describe('Product images', () => {
  it('serves every srcset entry of a product image in webp and avif, cached for a year', async () => {
    const { product } = await data(
      '{ product(where: { slug: "macbook-pro-14-m3-pro-2023-very-good" }) { image { srcset sources { type srcset } } } }',
    );
    const webp = product.image.srcset.split(', ').map((entry: string) => entry.split(' ') as [string, string]);
    for (const [src, width] of webp) {
      const response = await fetch(`${apiUrl()}${src}`);
      assert.equal(response.status, 200, src);
      assert.equal(response.headers.get('content-type'), 'image/webp');
      assert.match(response.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      assert.equal(`${meta.width}w`, width);
      assert.equal(meta.format, 'webp');
    }
    const avif = product.image.sources
      .find((s: Json) => s.type === 'image/avif')
      .srcset.split(', ')[0]
      .split(' ')[0];
    const response = await fetch(`${apiUrl()}${avif}`);
    assert.equal(response.headers.get('content-type'), 'image/avif');
    assert.equal((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format, 'heif');
  });

  it('answers 404 for unknown keys, widths and paths outside the media folder', async () => {
    for (const path of [
      '/media/images/toaster-front-red-640.webp',
      '/media/images/laptop-front-silver-641.webp',
      '/media/images/..%2F..%2Fetc%2Fpasswd-640.webp',
      '/media/other',
    ]) {
      assert.equal((await fetch(`${apiUrl()}${path}`)).status, 404, path);
    }
  });
});
