import { useEffect, useRef, type ReactNode } from 'react';
import { useCatalogT } from '../../lib/remote';
import ui from '../../components/components.module.css';
import styles from './listing.module.css';

interface Props {
  total: number;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The facets on a narrow screen: a modal dialog (the browser's own: backdrop, focus kept inside,
 * Escape, focus handed back) that the "Filters" button opens; the results update behind it.
 */
export function FiltersDrawer({ total, onClose, children }: Props) {
  const t = useCatalogT();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const before = document.activeElement;
    if (element && !element.open) element.showModal?.();
    return () => {
      element?.close?.();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-label={t('listing.filters')}
      data-testid="filters-drawer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.drawerBody}>
        <div className={styles.drawerHead}>
          <button type="button" className={styles.closeButton} aria-label={t('listing.closeFilters')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
        <div className={styles.drawerFoot}>
          <button type="button" className={ui.buttonPrimary} onClick={onClose}>
            {t('listing.showResults', { count: total })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
