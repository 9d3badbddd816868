import { useAccountT } from '../lib/remote';

export function OrderRoute() {
  const t = useAccountT();
  return <h1>{t('order.title')}</h1>;
}
