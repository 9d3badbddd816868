import { useTradeInT } from '../lib/remote';

export function RepairRoute() {
  const t = useTradeInT();
  return <h1>{t('repair.title')}</h1>;
}
