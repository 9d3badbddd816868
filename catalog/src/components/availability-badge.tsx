import type { Availability } from '../lib/graphql/generated';
import { useCatalogT } from '../lib/remote';
import styles from './components.module.css';

const tone: Record<Availability, string> = { IN_STOCK: 'inStock', BACKORDERABLE: 'backorder', OUT_OF_STOCK: 'soldOut' };

export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const t = useCatalogT();
  return (
    <span className={`${styles.badge} ${styles[tone[availability]] ?? ''}`} data-testid="availability" data-availability={availability}>
      {t(`availability.${availability}`)}
    </span>
  );
}
