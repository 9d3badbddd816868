import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { moduleId, notFound, routeModule, type RemotePageProps, type RouteDefinition } from '@remac/shared-contracts';
import { RemoteSlot, type SlotStatus } from '../features/remotes/remote-slot';
import { routeProgress } from '../features/progress/route-progress';
import { ErrorPage } from '../features/errors/error-page';
import { useHostContext } from '../features/locale/use-locale';
import { useServerReport } from '../features/server-render/server-report';
import { useShell } from './shell-context';
import { useMemberGuard } from './use-member-guard';

/** A route of the table, rendered by the module the table names for it. */
export function RoutePage({ route }: { route: RouteDefinition }) {
  const params = useParams();
  const { pathname } = useLocation();
  const { bus } = useShell();
  const host = useHostContext();
  const serverReport = useServerReport();
  const [missingPath, setMissingPath] = useState<string | null>(null);

  useEffect(() => bus.channel(notFound).subscribe(({ path }) => setMissingPath(path)), [bus]);
  const slotStatus = useRef<SlotStatus>('loading');
  useMemberGuard(route, bus, host.locale);

  // A module stays mounted across the routes it renders (keyed by module, not route), so a known-ready
  // slot finishes at once and nothing flashes or refetches.
  useEffect(() => routeProgress.next(slotStatus.current === 'ready' ? 'done' : 'loading'), [pathname]);

  const onStatus = useCallback((status: SlotStatus) => {
    slotStatus.current = status;
    if (status !== 'loading') routeProgress.next(status === 'ready' ? 'done' : 'failed');
  }, []);

  if (missingPath === pathname) return <ErrorPage kind="not-found" />;
  const props: RemotePageProps = { ...host, serverReport, routeName: route.name, params };
  const slot = routeModule(route);
  return <RemoteSlot key={moduleId(slot)} slot={slot} props={props} onStatus={onStatus} />;
}
