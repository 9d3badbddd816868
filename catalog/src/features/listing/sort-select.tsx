import { useId } from 'react';
import type { ProductOrder } from '../../lib/graphql/generated';
import { useCatalogT } from '../../lib/remote';
import { sortOrders } from './listing-params';
import styles from './listing.module.css';

export function SortSelect({
  value,
  withRelevance,
  onChange,
}: {
  value: ProductOrder;
  withRelevance: boolean;
  onChange: (order: ProductOrder) => void;
}) {
  const t = useCatalogT();
  const id = useId();
  const orders = sortOrders.filter((order) => withRelevance || order !== 'RELEVANCE');
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('listing.sort')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ProductOrder)}>
        {orders.map((order) => (
          <option key={order} value={order}>
            {t(`sortOrder.${order}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
