import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath, routesOf, type HostContext, type RemoteName } from '@remac/shared-contracts';
import type { ExposedModules } from './harness-modules';

interface Props {
  remote: RemoteName;
  host: HostContext;
  fragments: string[];
  modules: ExposedModules;
  extra?: ComponentType<HostContext>;
}

/** The locale's root, for a remote that does not own the home page: its routes, its home fragments and any extra. */
export function HarnessIndex({ remote, host, fragments, modules, extra: Extra }: Props) {
  const reachable = routesOf(remote).filter((route) => route.params.length === 0);
  return (
    <>
      <h1>{remote} remote: standalone harness</h1>
      <ul>
        {reachable.map((route) => (
          <li key={route.name}>
            <Link to={localizedPath(route.name, host.locale)}>{route.name}</Link>
          </li>
        ))}
      </ul>
      {Extra && <Extra {...host} />}
      {fragments.map((name) => {
        const Fragment = modules[name]!;
        return <Fragment key={name} {...host} />;
      })}
    </>
  );
}
