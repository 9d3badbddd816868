import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName, RemotePageProps, RemoteRouteName } from '@remac/shared-contracts';
import { HostProvider } from '../host/host-context';
import { PageI18n } from '../translations/page-i18n';
import type { Remote } from './define-remote';

export type RoutePages<R extends RemoteName> = Record<RemoteRouteName<R>, ComponentType<RemotePageProps>>;

/**
 * A remote's page module: the dispatcher from the route table's name to the page component. The map
 * must name a page for every route the table gives the remote (the compiler checks it). A page starts
 * fresh for another route or id; the module itself stays mounted across the remote's routes.
 */
export function exposePages<R extends RemoteName>(
  { name, translations }: Remote<R>,
  pages: RoutePages<R>,
  { className }: { className?: string } = {},
) {
  return function ExposedPages(props: RemotePageProps) {
    // The instance of this render (the server renders several pages at once, each with its own).
    const { i18n } = useTranslation();
    translations.register(i18n);
    const Page = (pages as Partial<Record<string, ComponentType<RemotePageProps>>>)[props.routeName];
    const { routeName, params, ...host } = props;
    return (
      <PageI18n.Provider value={i18n}>
        <HostProvider value={host}>
          <div className={className} data-boundary={name} data-page={routeName}>
            {Page ? <Page key={`${routeName}:${params.id ?? ''}`} {...props} /> : null}
          </div>
        </HostProvider>
      </PageI18n.Provider>
    );
  };
}
