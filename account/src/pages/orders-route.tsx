import { useAccountT } from '../lib/remote';

export function OrdersRoute() {
  const t = useAccountT();
  return <h1>{t('orders.title')}</h1>;
}
