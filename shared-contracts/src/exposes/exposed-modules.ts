import type { RouteParams } from '../routes/path-pattern.js';
import type { LayoutName, RemoteName, RouteName } from '../routes/route-names.js';
import { defaultPageModule, routeTable, type RouteDefinition } from '../routes/route-table.js';
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
  /**
   * `on-interaction`: a first-view fragment the server renders but the browser needs no script for until the
   * visitor first interacts with the page (or holds state it shows, which the shell knows): the server's markup
   * stands until then, and the host does not preload its files.
   */
  hydrate?: 'on-interaction';
  /**
   * Loaded in place of `module` when the remote's release does not expose it (a release older than the
   * table that named it: remotes and shell are released, and rolled back, on their own).
   */
  fallbackModule?: string;
}

/** Every place in the shell's frame that a remote fills, and which remote fills it. */
export const slots = {
  // Closed, it is a button the server renders as well as the script would.
  headerSearch: { remote: 'catalog', module: 'HeaderSearch', onFailure: 'hide', hydrate: 'on-interaction' },
  headerSession: { remote: 'account', module: 'SessionControl', onFailure: 'hide' },
  // Shows 0 to a visitor without a cart, which the server renders as well as the script would.
  headerCart: { remote: 'checkout', module: 'CartToggle', onFailure: 'hide', hydrate: 'on-interaction' },
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

/**
 * The module that renders a route, as a slot: a page shows a localized notice with a retry when its remote
 * fails. A route with a module of its own falls back to the remote's `Page`, which renders every route of
 * the remote in releases from before that module.
 */
export function routeModule(route: Pick<RouteDefinition, 'remote' | 'module'>): SlotDefinition {
  const slot: SlotDefinition = { remote: route.remote, module: route.module, onFailure: 'notice' };
  return route.module === defaultPageModule ? slot : { ...slot, fallbackModule: defaultPageModule };
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
