import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../lib/image.js';
import { singleFlight } from '../lib/single-flight.js';
import { illustration } from './illustrations.js';

export type ImageFormat = 'webp' | 'avif';

export const fileName = (key: string, width: number, format: ImageFormat) => `${key}-${width}.${format}`;

/** Encodes one size of a drawing. */
export function encode(svg: string, width: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg)).resize(width);
  return (format === 'avif' ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 80 })).toBuffer();
}

const rendering = singleFlight<Buffer>();

/**
 * The bytes of an image, rendered on first use and kept in the media folder. Every API process renders the
 * same bytes for a key, so a shared or per-process folder both work.
 */
export async function imageFile(mediaDir: string, key: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const svg = illustration(key);
  if (!svg) return null;
  // The drawing's hash in the file name: a media folder kept from before a drawing changed never serves the old one.
  const drawing = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  const file = path.join(mediaDir, 'images', fileName(`${key}-${drawing}`, width, format));
  try {
    return await readFile(file);
  } catch {
    // Parallel requests for a new image share one encoding (an AVIF costs ~0.2 s of CPU: 40 at once took 7 s).
    return rendering(file, async () => {
      const bytes = await encode(svg, width, format);
      await mkdir(path.dirname(file), { recursive: true });
      // Unique per call: other API processes may render the same new image at once and must not share a temporary file.
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
      return bytes;
    });
  }
}

/** Renders every size of the given keys in one format, one image at a time (seed time, in the background). */
export async function prerender(mediaDir: string, keys: Iterable<string>, format: ImageFormat = 'webp'): Promise<number> {
  let count = 0;
  for (const key of keys) {
    for (const width of IMAGE_WIDTHS) {
      if (await imageFile(mediaDir, key, width, format)) count += 1;
    }
  }
  return count;
}
