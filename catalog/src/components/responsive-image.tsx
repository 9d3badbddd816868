import type { ImageFieldsFragment } from '../lib/graphql/generated';

interface Props {
  image: ImageFieldsFragment | null | undefined;
  sizes: string;
  className?: string;
  /** The largest image of the first screen: fetched early, never lazily. */
  priority?: boolean;
  /** The image sits in a link whose text names the same thing: screen readers skip it. */
  decorative?: boolean;
}

/** `<picture>` with AVIF/WebP `srcset`s; width and height reserve the space so nothing shifts. */
export function ResponsiveImage({ image, sizes, className, priority = false, decorative = false }: Props) {
  if (!image) return <div className={className} aria-hidden="true" />;
  const { width, height, placeholderColor } = image.metadata;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        alt={decorative ? '' : image.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={{ backgroundColor: placeholderColor ?? undefined }}
      />
    </picture>
  );
}
