import type { ComponentType } from 'react';
import type { FragmentProps, RemoteName } from '@remac/shared-contracts';
import { HostProvider } from '../host/host-context';
import type { Translations } from '../translations/define-translations';
import styles from './boundary.module.css';

/** An exposed fragment: translations registered on first render, host context provided, boundary marked. */
export function exposeFragment<P extends FragmentProps>(remote: RemoteName, translations: Translations, Fragment: ComponentType<P>) {
  function Exposed(props: P) {
    translations.register();
    return (
      <HostProvider value={props}>
        <div className={styles.fragment} data-boundary={remote}>
          <Fragment {...props} />
        </div>
      </HostProvider>
    );
  }
  Exposed.displayName = `Exposed(${Fragment.displayName ?? Fragment.name})`;
  return Exposed;
}
