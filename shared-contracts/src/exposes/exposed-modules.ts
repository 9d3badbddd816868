import type { RouteParams } from '../routes/path-pattern.js';
import type { RemoteName, RouteName } from '../routes/route-names.js';
import type { HostContext } from './host-context.js';

/** Props of every remote's `./Page` module: it renders the routes the route table gives that remote. */
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

/** The fragments the frame shows in the first view of every page, above the fold: the header's search and cart. */
export const firstViewSlots: readonly SlotName[] = ['headerSearch', 'headerCart'];

export function pageSlot(remote: RemoteName): SlotDefinition {
  return { remote, module: 'Page', onFailure: 'notice' };
}

/** Federation id of an exposed module, e.g. `content/Page`. */
export function moduleId(slot: Pick<SlotDefinition, 'remote' | 'module'>): string {
  return `${slot.remote}/${slot.module}`;
}
