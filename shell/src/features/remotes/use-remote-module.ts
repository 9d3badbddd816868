import { startTransition, useContext, useEffect, useState, type ComponentType } from 'react';
import { moduleId, type RemoteName } from '@remac/shared-contracts';
import { PreloadedModules } from './preloaded-modules';
import { loadedRemoteComponent, loadRemoteModuleOnce } from './remote-module-cache';
import { recoverFromChunkError } from './chunk-reload';

export type RemoteModuleState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; error: unknown };

type Loader = <T>(remote: RemoteName, module: string) => Promise<T>;

function initialState<P>(remote: RemoteName, module: string, preloaded?: ReadonlyMap<string, ComponentType<never>>): RemoteModuleState<P> {
  const Component =
    (preloaded?.get(moduleId({ remote, module })) as ComponentType<P> | undefined) ?? loadedRemoteComponent<P>(remote, module);
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

/**
 * Loads an exposed component; `attempt` changes to try again after a failure. A module that is
 * already there (preloaded, or shown before) renders at once, without a loading pass.
 */
export function useRemoteModule<P>(
  remote: RemoteName,
  module: string,
  attempt: number,
  load: Loader = loadRemoteModuleOnce,
): RemoteModuleState<P> {
  const preloaded = useContext(PreloadedModules);
  const [state, setState] = useState<RemoteModuleState<P>>(() => initialState<P>(remote, module, preloaded));
  // Bumped to load again once the server answers after a failed chunk (when the page is not reloaded).
  const [recovered, setRecovered] = useState(0);
  useEffect(() => {
    const ready = initialState<P>(remote, module);
    if (ready.status === 'ready') {
      setState((current) => (current.status === 'ready' && current.Component === ready.Component ? current : ready));
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    load<{ default: ComponentType<P> }>(remote, module).then(
      // A module arriving for many slots at once (add-to-cart on every card) renders in slices.
      (loaded) => active && startTransition(() => setState({ status: 'ready', Component: loaded.default })),
      (error: unknown) => {
        if (!active) return;
        setState({ status: 'failed', error });
        void recoverFromChunkError(error).then((outcome) => active && outcome === 'retry' && setRecovered((n) => n + 1));
      },
    );
    return () => {
      active = false;
    };
  }, [remote, module, attempt, recovered, load]);
  return state;
}
