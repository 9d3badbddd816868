import { startTransition, useContext, useEffect, useState, type ComponentType } from 'react';
import { moduleId, type RemoteName, type SlotDefinition } from '@remac/shared-contracts';
import { PreloadedModules } from './preloaded-modules';
import { loadedRemoteComponent, loadRemoteModuleOnce } from './remote-module-cache';
import { recoverFromChunkError } from './chunk-reload';

export type RemoteModuleState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed'; error: unknown };

type Loader = <T>(remote: RemoteName, module: string) => Promise<T>;
type ModuleOfSlot = Pick<SlotDefinition, 'remote' | 'module' | 'fallbackModule'>;

function inHand<P>({ remote, module }: { remote: RemoteName; module: string }, preloaded?: ReadonlyMap<string, ComponentType<never>>) {
  return (preloaded?.get(moduleId({ remote, module })) as ComponentType<P> | undefined) ?? loadedRemoteComponent<P>(remote, module);
}

function initialState<P>(slot: ModuleOfSlot, preloaded?: ReadonlyMap<string, ComponentType<never>>): RemoteModuleState<P> {
  const fallback = slot.fallbackModule ? { remote: slot.remote, module: slot.fallbackModule } : undefined;
  const Component = inHand<P>(slot, preloaded) ?? (fallback && inHand<P>(fallback, preloaded));
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

/** The slot's module, or its fallback module when the remote's release does not have the first. */
async function loadWithFallback<T>(load: Loader, { remote, module, fallbackModule }: ModuleOfSlot): Promise<T> {
  try {
    return await load<T>(remote, module);
  } catch (error) {
    if (!fallbackModule) throw error;
    return load<T>(remote, fallbackModule).catch(() => Promise.reject(error));
  }
}

/**
 * Loads an exposed component; `attempt` changes to try again after a failure. A module that is
 * already there (preloaded, or shown before) renders at once, without a loading pass.
 */
export function useRemoteModule<P>(slot: ModuleOfSlot, attempt: number, load: Loader = loadRemoteModuleOnce): RemoteModuleState<P> {
  const { remote, module, fallbackModule } = slot;
  const preloaded = useContext(PreloadedModules);
  const [state, setState] = useState<RemoteModuleState<P>>(() => initialState<P>(slot, preloaded));
  // Bumped to load again once the server answers after a failed chunk (when the page is not reloaded).
  const [recovered, setRecovered] = useState(0);
  useEffect(() => {
    const ready = initialState<P>({ remote, module, fallbackModule });
    if (ready.status === 'ready') {
      setState((current) => (current.status === 'ready' && current.Component === ready.Component ? current : ready));
      return undefined;
    }
    let active = true;
    setState({ status: 'loading' });
    loadWithFallback<{ default: ComponentType<P> }>(load, { remote, module, fallbackModule }).then(
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
  }, [remote, module, fallbackModule, attempt, recovered, load]);
  return state;
}
