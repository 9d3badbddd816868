import { useAccountT } from '../lib/remote';

export function RegisterRoute() {
  const t = useAccountT();
  return <h1>{t('register.title')}</h1>;
}
