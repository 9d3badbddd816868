import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { notFound, pageSlot, type RemotePageProps, type RouteDefinition } from '@remac/shared-contracts';
import { RemoteSlot, type SlotStatus } from '../features/remotes/remote-slot';
import { routeProgress } from '../features/progress/route-progress';
import { ErrorPage } from '../features/errors/error-page';
import { useHostContext } from '../features/locale/use-locale';
import { useShell } from './shell-context';

/** A route of the table, rendered by the `./Page` module of the remote that owns it. */
export function RoutePage({ route }: { route: RouteDefinition }) {
  const params = useParams();
  const { pathname } = useLocation();
  const { bus } = useShell();
  const host = useHostContext();
  const [missingPath, setMissingPath] = useState<string | null>(null);

  useEffect(() => bus.channel(notFound).subscribe(({ path }) => setMissingPath(path)), [bus]);
  const slotStatus = useRef<SlotStatus>('loading');

  // The remote's module stays mounted across its own routes, so a known-ready slot finishes at once.
  useEffect(() => routeProgress.next(slotStatus.current === 'ready' ? 'done' : 'loading'), [pathname]);

  const onStatus = useCallback((status: SlotStatus) => {
    slotStatus.current = status;
    if (status !== 'loading') routeProgress.next(status === 'ready' ? 'done' : 'failed');
  }, []);

  if (missingPath === pathname) return <ErrorPage kind="not-found" />;
  const props: RemotePageProps = { ...host, routeName: route.name, params };
  return <RemoteSlot key={route.remote} slot={pageSlot(route.remote)} props={props} onStatus={onStatus} />;
}
