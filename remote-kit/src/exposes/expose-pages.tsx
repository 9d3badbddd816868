import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { defaultPageModule, RemoteName, RemotePageProps, RemoteRouteName } from '@remac/shared-contracts';
import { HostProvider } from '../host/host-context';
import { PageI18n } from '../translations/page-i18n';
import type { Remote } from './define-remote';

/**
 * The pages of the routes a remote's module `M` renders (the route table's `module`, `Page` unless it names
 * another), and any other route of the remote it still renders for shells with an older route table.
 */
export type RoutePages<R extends RemoteName, M extends string = typeof defaultPageModule> = Record<
  RemoteRouteName<R, M>,
  ComponentType<RemotePageProps>
> &
  Partial<Record<RemoteRouteName<R>, ComponentType<RemotePageProps>>>;

/**
 * A remote's page module: the dispatcher from the route table's name to the page component. The map
 * must name a page for every route the table gives this module (`module`, `Page` unless named; the
 * compiler checks it). A page starts
 * fresh for another route or id; the module itself stays mounted across the remote's routes.
 */
export function exposePages<R extends RemoteName, const M extends string = typeof defaultPageModule>(
  { name, translations }: Remote<R>,
  pages: RoutePages<R, M>,
  { className }: { className?: string; module?: M } = {},
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
