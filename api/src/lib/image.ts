import type { ImageData } from '../db/types.js';
import { pickRequired, type Locale } from './localize.js';

export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const IMAGE_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

const url = (base: string, key: string, width: number, ext: string) => `${base}/media/images/${key}-${width}.${ext}`;

const srcset = (base: string, key: string, ext: string) =>
  IMAGE_WIDTHS.map((width) => `${url(base, key, width, ext)} ${width}w`).join(', ');

/** The API's Image: medium webp src, webp srcset, one source per modern format. */
export function toImage(data: ImageData | null | undefined, locale: Locale, base = '') {
  if (!data) return null;
  return {
    alt: pickRequired(data.alt, locale),
    src: url(base, data.key, 640, 'webp'),
    srcset: srcset(base, data.key, 'webp'),
    sources: IMAGE_FORMATS.map((format) => ({ type: format.type, srcset: srcset(base, data.key, format.ext) })),
    metadata: { width: data.width, height: data.height, placeholderColor: data.color ?? null },
  };
}
