import type { RouteParams } from '../routes/path-pattern.js';
import type { LayoutName, RemoteName, RouteName } from '../routes/route-names.js';
import { routeTable, type RouteDefinition } from '../routes/route-table.js';
import type { HostContext } from './host-context.js';

/** Props of a route's module (usually the remote's `./Page`): it renders the routes the route table gives it. */
export interface RemotePageProps extends HostContext {
  routeName: RouteName;
  params: RouteParams;
}

/** Props of a fragment placed by the shell in one of its slots. */
export type FragmentProps = HostContext;

export interface SlotDefinition {
  remote: RemoteName;
  /** The key under `exposes` without `./`, e.g. `Page` for `./Page`. */
  module: string;
  /**
   * What shows when the remote fails: pages a localized "temporarily unavailable" notice with a retry,
   * small fragments nothing, and some fragments one line of the shell's text under `message`.
   */
  onFailure: 'notice' | 'hide' | { message: string };
}

/** Every place in the shell's frame that a remote fills, and which remote fills it. */
export const slots = {
  headerSearch: { remote: 'catalog', module: 'HeaderSearch', onFailure: 'hide' },
  headerSession: { remote: 'account', module: 'SessionControl', onFailure: 'hide' },
  headerCart: { remote: 'checkout', module: 'CartToggle', onFailure: 'hide' },
  cartDrawer: { remote: 'checkout', module: 'CartDrawer', onFailure: 'hide' },
  compareBar: { remote: 'catalog', module: 'CompareBar', onFailure: 'hide' },
  infoBarPromotion: { remote: 'catalog', module: 'ShippingPromotion', onFailure: 'hide' },
  footerCategories: { remote: 'catalog', module: 'FooterCategories', onFailure: 'hide' },
  footerMemberArea: { remote: 'account', module: 'MemberArea', onFailure: 'hide' },
  footerNewsletter: { remote: 'content', module: 'Newsletter', onFailure: 'hide' },
  homeNewsletter: { remote: 'content', module: 'Newsletter', onFailure: 'hide' },
  homeReviews: { remote: 'content', module: 'ReviewsBand', onFailure: 'hide' },
  addToCart: { remote: 'checkout', module: 'AddToCart', onFailure: { message: 'remote.purchaseUnavailable' } },
} as const satisfies Record<string, SlotDefinition>;

export type SlotName = keyof typeof slots;

const headerAndInfoBar: readonly SlotName[] = ['infoBarPromotion', 'headerSearch', 'headerCart'];

/**
 * The fragments each layout's frame shows above the fold (spec §2 layouts): the info bar's promotion
 * and the header's search and cart. The server renders them with their data (see `FragmentPrefetch`).
 */
export const firstViewSlots: Readonly<Record<LayoutName, readonly SlotName[]>> = {
  default: headerAndInfoBar,
  boxed: headerAndInfoBar,
  home: ['headerSearch', 'headerCart'],
  auth: [],
  policy: [],
  empty: [],
};

/** The module that renders a route, as a slot: a page shows a localized notice with a retry when its remote fails. */
export function routeModule(route: Pick<RouteDefinition, 'remote' | 'module'>): SlotDefinition {
  return { remote: route.remote, module: route.module, onFailure: 'notice' };
}

/**
 * Every module a remote must expose, derived from the route and slot tables: the modules of its
 * routes, then the fragments of its slots. A remote's federation `exposes` map is built from this.
 */
export function exposedModuleNames(remote: RemoteName): string[] {
  const fromRoutes = routeTable.filter((route) => route.remote === remote).map((route) => route.module);
  const fromSlots = Object.values(slots as Record<string, SlotDefinition>)
    .filter((slot) => slot.remote === remote)
    .map((slot) => slot.module);
  return [...new Set([...fromRoutes, ...fromSlots])];
}

/** Federation id of an exposed module, e.g. `content/Page`. */
export function moduleId(slot: Pick<SlotDefinition, 'remote' | 'module'>): string {
  return `${slot.remote}/${slot.module}`;
}
