import type { RemotePageProps } from '@remac/shared-contracts';
import { HostProvider } from '../lib/host';
import { registerTranslations } from '../lib/translations';
import { CatalogRoutes } from '../pages/catalog-routes';
import styles from '../components/components.module.css';

export default function Page({ routeName, params, ...host }: RemotePageProps) {
  registerTranslations();
  return (
    <HostProvider value={host}>
      <div className={styles.page} data-boundary="catalog" data-page={routeName}>
        <CatalogRoutes routeName={routeName} params={params} />
      </div>
    </HostProvider>
  );
}
