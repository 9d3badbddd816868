import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './remote-unavailable';

/**
 * Second of the three failure layers: a remote that cannot be fetched or evaluated resolves to a
 * marker module, so no loading error escapes as an unhandled rejection. The slot shows the fallback.
 * Must not import React or any shared library (it runs before share negotiation).
 */
export default function unavailableRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remac-unavailable-remote',
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] remote module ${id} could not load`, error);
      return unavailableModule(id, error);
    },
  };
}
