import { matchPath } from '../routes/localized-path.js';
import { firstViewSlots, routeModule, slots, type SlotDefinition } from './exposed-modules.js';

/**
 * The remote modules the first view of a path shows: the frame's first-view fragments and the module
 * of the route. The host preloads their files with the page.
 */
export function firstViewModules(pathname: string): SlotDefinition[] {
  const route = matchPath(pathname)?.route;
  return [...firstViewSlots.map((name) => slots[name]), ...(route ? [routeModule(route)] : [])];
}
