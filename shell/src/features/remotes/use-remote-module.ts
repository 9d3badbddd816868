import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@remac/shared-contracts';
import { loadRemoteModule } from './load-remote-module';
import { reloadForChunkError } from './chunk-reload';

export type RemoteModuleState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

type Loader = <T>(remote: RemoteName, module: string) => Promise<T>;

/** Loads an exposed component; `attempt` changes to try again after a failure. */
export function useRemoteModule<P>(
  remote: RemoteName,
  module: string,
  attempt: number,
  load: Loader = loadRemoteModule,
): RemoteModuleState<P> {
  const [state, setState] = useState<RemoteModuleState<P>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load<{ default: ComponentType<P> }>(remote, module).then(
      (loaded) => active && setState({ status: 'ready', Component: loaded.default }),
      (error: unknown) => {
        if (!active) return;
        reloadForChunkError(error);
        setState({ status: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [remote, module, attempt, load]);
  return state;
}
