import { useState } from 'react';
import type { ImageFieldsFragment } from '../../lib/graphql/generated';
import { ResponsiveImage } from '../../components/responsive-image';
import { useCatalogT } from '../../lib/remote';
import ui from '../../components/components.module.css';
import styles from './product.module.css';

/** The main picture with thumbnails to switch it; every image carries its `srcset`. */
export function Gallery({ images, name }: { images: readonly ImageFieldsFragment[]; name: string }) {
  const t = useCatalogT();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className={styles.gallery} data-testid="gallery">
      <ResponsiveImage image={current} sizes="(min-width: 992px) 50vw, 100vw" className={ui.cardImage} priority />
      {images.length > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, position) => (
            <li key={`${image.src}-${position}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={position === index}
                aria-label={t('product.showImage', { number: position + 1, name })}
                onClick={() => setIndex(position)}
              >
                <ResponsiveImage image={image} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
