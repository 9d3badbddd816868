import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { notFound, type HostContext, type RemotePageProps, type RouteDefinition } from '@remac/shared-contracts';

/** One route of the table through the remote's page module; a page that reports not found shows the harness's 404. */
export function HarnessPage({
  route,
  host,
  Module,
}: {
  route: RouteDefinition;
  host: HostContext;
  Module: ComponentType<RemotePageProps>;
}) {
  const params = useParams();
  const { pathname } = useLocation();
  const [missing, setMissing] = useState<string | null>(null);
  useEffect(() => host.bus.channel(notFound).subscribe(({ path }) => setMissing(path)), [host.bus]);
  if (missing === pathname) return <HarnessNotFound />;
  return <Module {...host} routeName={route.name} params={params} />;
}

export function HarnessNotFound() {
  return <h1 data-testid="harness-not-found">404 Not Found</h1>;
}
