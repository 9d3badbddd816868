import { useTradeInT } from '../lib/remote';

export function SaleRoute() {
  const t = useTradeInT();
  return <h1>{t('sale.title')}</h1>;
}
