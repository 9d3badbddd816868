import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentProps } from '@remac/shared-contracts';
import { HostProvider } from '../host/host-context';
import { PageI18n } from '../translations/page-i18n';
import type { Remote } from './define-remote';

// Marks ownership in the DOM without a box of its own: the fragment lays out as if unwrapped. The
// host's CSP allows style attributes (style-src-attr), and no stylesheet is needed for one rule.
const noBox = { display: 'contents' } as const;

/** An exposed fragment: translations registered on first render, host context provided, boundary marked. */
export function exposeFragment<P extends FragmentProps>({ name, translations }: Remote, Fragment: ComponentType<P>) {
  return function ExposedFragment(props: P) {
    // The instance of this render (the server renders several pages at once, each with its own).
    const { i18n } = useTranslation();
    translations.register(i18n);
    return (
      <PageI18n.Provider value={i18n}>
        <HostProvider value={props}>
          <div style={noBox} data-boundary={name}>
            <Fragment {...props} />
          </div>
        </HostProvider>
      </PageI18n.Provider>
    );
  };
}
