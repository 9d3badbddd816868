import type { ComponentType } from 'react';
import { moduleId, type RemoteName } from '@remac/shared-contracts';
import { loadRemoteModule } from './load-remote-module';

type ExposedComponent = { default: ComponentType<never> };

const pending = new Map<string, Promise<ExposedComponent>>();
const loaded = new Map<string, ComponentType<never>>();

/**
 * Loads an exposed component once per page: a slot mounted again (the header after a change of
 * layout, the same fragment on many cards) reuses it and renders without an empty pass. A failed
 * load is forgotten, so that trying again really loads again.
 */
export function loadRemoteModuleOnce<T>(remote: RemoteName, module: string, retryDelays?: readonly number[]): Promise<T> {
  const id = moduleId({ remote, module });
  let promise = pending.get(id);
  if (!promise) {
    promise = loadRemoteModule<ExposedComponent>(remote, module, retryDelays);
    pending.set(id, promise);
    promise.then(
      (exposed) => loaded.set(id, exposed.default),
      () => pending.delete(id),
    );
  }
  return promise as Promise<T>;
}

/** The component of a module that has already loaded, so its slot can render it in its first pass. */
export function loadedRemoteComponent<P>(remote: RemoteName, module: string): ComponentType<P> | undefined {
  return loaded.get(moduleId({ remote, module })) as ComponentType<P> | undefined;
}

/** For tests: every module loads afresh. */
export function forgetLoadedRemoteModules(): void {
  pending.clear();
  loaded.clear();
}
