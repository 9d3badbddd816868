import { SaleWizard } from '../features/sale/sale-wizard';
import { useTradeInT } from '../lib/remote';
import styles from '../components/ui.module.css';

export function SaleRoute() {
  const t = useTradeInT();
  return (
    <div className={`${styles.page} ${styles.route}`}>
      <h1>{t('sale.title')}</h1>
      <p className={styles.lead}>{t('sale.intro')}</p>
      <SaleWizard />
    </div>
  );
}
