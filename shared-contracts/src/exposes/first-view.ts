import { matchPath } from '../routes/localized-path.js';
import { firstViewSlots, routeModule, slots, type SlotDefinition } from './exposed-modules.js';

/**
 * The remote modules the first view of a path shows: its layout's first-view fragments (an unknown
 * path's is the default layout) and the module of the route. The host preloads their files with the page.
 */
export function firstViewModules(pathname: string): SlotDefinition[] {
  const route = matchPath(pathname)?.route;
  return [...firstViewSlots[route?.layout ?? 'default'].map((name) => slots[name]), ...(route ? [routeModule(route)] : [])];
}

/**
 * Whether the browser leaves a server-rendered module's markup standing until the visitor interacts
 * (a slot marked `hydrate: 'on-interaction'`): its script is neither preloaded nor needed to hydrate.
 */
export function hydratesOnInteraction(module: Pick<SlotDefinition, 'remote' | 'module'>): boolean {
  return Object.values(slots as Record<string, SlotDefinition>).some(
    (slot) => slot.hydrate === 'on-interaction' && slot.remote === module.remote && slot.module === module.module,
  );
}
