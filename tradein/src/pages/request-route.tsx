import { useTradeInT } from '../lib/remote';

export function RequestRoute() {
  const t = useTradeInT();
  return <h1>{t('request.title')}</h1>;
}
