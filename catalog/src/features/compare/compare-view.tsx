import { useEffect, useRef } from 'react';
import { useHost } from '@remac/remote-kit';
import type { GetCompareProductsQuery } from '../../lib/graphql/generated';
import { useCatalogT } from '../../lib/remote';
import { compareRows, orderColumns, type Attribute } from './compare-rows';
import ui from '../../components/components.module.css';
import styles from './compare.module.css';

type Product = GetCompareProductsQuery['products']['nodes'][number];

/**
 * Side-by-side comparison in a modal dialog: the primary product in the first column, the facts that
 * tell Macs apart first, rows that differ highlighted, and checkout's add-to-cart under each product.
 */
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
  const { Slot } = useHost();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  // The configuration each card adds to the cart.
  const columns = orderColumns(products, primaryId).map((product) => ({ product, variant: product.defaultVariant }));
  const rows = compareRows(
    columns.map(({ product, variant }): Attribute[] => [
      ...(variant?.options ?? []).map((option) => ({ key: option.internalName, label: option.name, value: option.label })),
      ...product.properties.map((property) => ({ key: property.internalName, label: property.name, value: property.value })),
      { key: 'grade', label: t('product.grade'), value: product.grade?.name ?? '' },
      { key: 'price', label: t('compare.price'), value: (variant?.salePrice ?? product.salePrice).formatted },
      { key: 'condition', label: t('product.condition'), value: product.condition?.name ?? '' },
      { key: 'availability', label: t('compare.availability'), value: t(`availability.${variant?.availability ?? product.availability}`) },
    ]),
  );
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
              {columns.map(({ product }) => (
                <th key={product.id} scope="col">
                  {product.name}
                  {product.id === primaryId && <span className={styles.primary}> ({t('compare.primary')})</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.differs ? styles.differs : undefined} data-row={row.key} data-differs={row.differs}>
                <th scope="row">
                  {row.label}
                  {row.differs && <span className={ui.visuallyHidden}> ({t('compare.differs')})</span>}
                </th>
                {row.values.map((value, index) => (
                  <td key={columns[index]!.product.id}>{value || '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
          {Slot && (
            <tfoot>
              <tr>
                <td />
                {columns.map(({ product, variant }) => (
                  <td key={product.id} data-testid="compare-add-to-cart">
                    {variant && (
                      <Slot
                        name="addToCart"
                        props={{
                          productId: product.id,
                          variantId: variant.id,
                          sku: variant.sku,
                          orderable: variant.orderable,
                          compact: true,
                        }}
                      />
                    )}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </dialog>
  );
}
