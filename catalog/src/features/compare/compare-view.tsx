import { useEffect, useRef } from 'react';
import type { GetCompareProductsQuery } from '../../lib/graphql/generated';
import { useCatalogT } from '../../lib/remote';
import { orderColumns, propertyRows } from './compare-rows';
import ui from '../../components/components.module.css';
import styles from './compare.module.css';

type Product = GetCompareProductsQuery['products']['nodes'][number];

/** Side-by-side comparison in a modal dialog: the primary product in the first column. */
export function CompareView({
  products,
  primaryId,
  onClose,
}: {
  products: readonly Product[];
  primaryId: string | null;
  onClose: () => void;
}) {
  const t = useCatalogT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  const columns = orderColumns(products, primaryId);
  const rows = [
    { key: 'price', label: t('compare.price'), values: columns.map((product) => product.salePrice.formatted) },
    { key: 'condition', label: t('product.condition'), values: columns.map((product) => product.condition?.name ?? '') },
    { key: 'grade', label: t('product.grade'), values: columns.map((product) => product.grade?.name ?? '') },
    { key: 'availability', label: t('compare.availability'), values: columns.map((product) => t(`availability.${product.availability}`)) },
    ...propertyRows(columns),
  ];
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="catalog-compare-title" onClose={onClose} data-testid="compare-view">
      <div className={styles.dialogHeader}>
        <h2 id="catalog-compare-title">{t('compare.title')}</h2>
        <button type="button" className={ui.buttonPrimary} onClick={onClose}>
          {t('compare.close')}
        </button>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <td />
              {columns.map((product) => (
                <th key={product.id} scope="col">
                  {product.name}
                  {product.id === primaryId && <span className={styles.primary}> ({t('compare.primary')})</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={columns[index]!.id}>{value || '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </dialog>
  );
}
