import { useAccountT } from '../lib/remote';

export function LoginRoute() {
  const t = useAccountT();
  return <h1>{t('login.title')}</h1>;
}
