import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { localePrefixes, switchLocalePath, type EventBus, type HostContext, type RemoteName } from '@remac/shared-contracts';
import { fragmentsIn, type ExposedModules } from './harness-modules';
import { useHarnessHost } from './harness-host';
import { HarnessRoutes } from './harness-routes';
import type { HarnessRegion } from './slot-regions';

interface Props {
  remote: RemoteName;
  modules: ExposedModules;
  bus: EventBus;
  index?: ComponentType<HostContext>;
}

/** A bare frame: the remote's fragments about where the shell would place them, around its routes. */
export function HarnessFrame({ remote, modules, bus, index }: Props) {
  const { pathname, search } = useLocation();
  const host = useHarnessHost(remote, modules, bus);
  const other = host.locale === 'el' ? 'en' : 'el';
  const place = (region: HarnessRegion) =>
    fragmentsIn(remote, region).map((name) => {
      const Fragment = modules[name]!;
      return <Fragment key={name} {...host} />;
    });
  const infoBar = place('info-bar');
  const footer = place('footer');
  return (
    <>
      {infoBar.length > 0 && <div className="harness-info">{infoBar}</div>}
      <nav className="harness-bar" aria-label="Harness">
        <strong>{remote} · standalone</strong>
        <Link to={localePrefixes[host.locale] || '/'}>index</Link>
        {place('header')}
        <Link to={switchLocalePath(pathname, other, search)} data-testid="language-switcher">
          {other.toUpperCase()}
        </Link>
      </nav>
      <main>
        <HarnessRoutes remote={remote} host={host} modules={modules} index={index} />
      </main>
      {footer.length > 0 && <footer className="harness-footer">{footer}</footer>}
      {place('overlay')}
    </>
  );
}
