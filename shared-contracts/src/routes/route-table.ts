import { tenant } from '../tenant/tenant-config.js';
import type { LayoutName, RemoteName, RouteName } from './route-names.js';

export interface RouteDefinition<N extends RouteName = RouteName, R extends RemoteName = RemoteName, M extends string = string> {
  name: N;
  /** Path patterns without the locale prefix; `:id` is a parameter, `:id?` an optional one. */
  paths: { el: string; en: string };
  remote: R;
  /** The exposed module of `remote` that renders this route (its key under `exposes` without `./`). */
  module: M;
  params: readonly string[];
  layout: LayoutName;
  /**
   * Who may open the route (spec §2, §4 "protected pages"): `member` routes send a guest to login with the
   * requested path and bring the member back after login. Routes are public unless they say otherwise.
   */
  access: RouteAccess;
  /**
   * The page is about one visitor: their cart, checkout, orders, login, or a receipt or trade-in request
   * reached by its private link. Kept out of search engines' index and out of shared caches (a guest's
   * receipt renders their name and address on the server).
   */
  personal: boolean;
}

export type RouteAccess = 'public' | 'member';

type RouteInput<N extends RouteName, R extends RemoteName, M extends string> = Omit<
  RouteDefinition<N, R, M>,
  'params' | 'paths' | 'module' | 'access' | 'personal'
> & {
  path: string | { el: string; en: string };
  params?: readonly string[];
  module?: M;
  access?: RouteAccess;
  personal?: boolean;
};

/** Every route of a remote is rendered by its `Page` module unless it names another. */
export const defaultPageModule = 'Page';

function route<const N extends RouteName, const R extends RemoteName, const M extends string = typeof defaultPageModule>({
  path,
  params = [],
  module = defaultPageModule as M,
  access = 'public',
  personal = false,
  ...rest
}: RouteInput<N, R, M>): RouteDefinition<N, R, M> {
  const paths = typeof path === 'string' ? { el: path, en: path } : path;
  return { ...rest, paths, params, module, access, personal };
}

const brand = tenant.brandSlug;

/** Every route of the storefront (spec §2): one place to find which remote owns a URL. */
const routes = [
  // A module of its own: the home page's first view downloads none of the other catalog pages.
  route({ name: 'index', path: '/', remote: 'catalog', module: 'HomePage', layout: 'home' }),
  route({ name: 'products', path: '/products', remote: 'catalog', layout: 'default' }),
  route({ name: 'products-id', path: '/products/:id', params: ['id'], remote: 'catalog', layout: 'default' }),
  route({ name: 'accessories', path: '/accessories', remote: 'catalog', layout: 'default' }),
  route({ name: 'categories', path: '/categories', remote: 'catalog', layout: 'default' }),
  route({ name: 'categories-id', path: '/categories/:id', params: ['id'], remote: 'catalog', layout: 'default' }),
  route({ name: 'search', path: '/search', remote: 'catalog', layout: 'default' }),
  route({ name: 'promotions', path: '/promotions', remote: 'catalog', layout: 'default' }),
  route({ name: 'promotions-id', path: '/promotions/:id', params: ['id'], remote: 'catalog', layout: 'default' }),
  route({ name: 'shopping-cart', path: '/shopping-cart', remote: 'checkout', layout: 'boxed', personal: true }),
  route({ name: 'checkout', path: '/checkout', remote: 'checkout', layout: 'boxed', personal: true }),
  route({ name: 'orders', path: '/orders', remote: 'account', layout: 'boxed', access: 'member', personal: true }),
  route({ name: 'orders-id', path: '/orders/:id', params: ['id'], remote: 'account', layout: 'boxed', access: 'member', personal: true }),
  route({ name: 'receipt-id', path: '/receipt/:id', params: ['id'], remote: 'checkout', layout: 'boxed', personal: true }),
  route({ name: 'request-id', path: '/request/:id?', params: ['id'], remote: 'tradein', layout: 'boxed', personal: true }),
  route({ name: 'payment-methods', path: '/payment-methods', remote: 'content', layout: 'default' }),
  route({ name: 'shipping-methods', path: '/shipping-methods', remote: 'content', layout: 'default' }),
  route({ name: 'terms-of-service', path: '/terms-of-service', remote: 'content', layout: 'policy' }),
  route({
    name: 'sale',
    path: { el: '/polisi-metaxeirismenou-mac', en: '/sale-of-second-hand-mac' },
    remote: 'tradein',
    layout: 'default',
  }),
  route({
    name: 'repair',
    path: { el: '/episkevi-kai-anavathmisi-mac', en: '/mac-repair-and-upgrade' },
    remote: 'tradein',
    layout: 'default',
  }),
  route({ name: 'contact', path: { el: '/epikoinonia', en: '/contact' }, remote: 'content', layout: 'default' }),
  route({ name: 'about', path: { el: `/sxetika-me-to-${brand}`, en: `/about-${brand}` }, remote: 'content', layout: 'default' }),
  route({ name: 'faq', path: { el: '/syxnes-erotiseis', en: '/frequently-asked-questions' }, remote: 'content', layout: 'default' }),
  route({ name: 'testimonials', path: { el: '/sxolia-pelaton', en: '/testimonials' }, remote: 'content', layout: 'default' }),
  route({ name: 'terms-and-conditions', path: { el: '/oroi-xrisis', en: '/terms-and-conditions' }, remote: 'content', layout: 'policy' }),
  route({ name: 'privacy-policy', path: { el: '/politiki-aporritou', en: '/privacy-policy' }, remote: 'content', layout: 'policy' }),
  route({ name: 'cookie-policy', path: '/cookie-policy', remote: 'content', layout: 'policy' }),
  // The link a newsletter subscriber is e-mailed: the page asks them to press Confirm (a mail scanner opening the
  // link confirms nothing).
  route({
    name: 'newsletter-confirm',
    path: { el: '/newsletter/epivevaiosi/:id', en: '/newsletter/confirm/:id' },
    params: ['id'],
    remote: 'content',
    layout: 'default',
    personal: true,
  }),
  // The link in every message to a subscriber: the page asks them to press Unsubscribe (for the same reason).
  route({
    name: 'newsletter-unsubscribe',
    path: { el: '/newsletter/diagrafi/:id', en: '/newsletter/unsubscribe/:id' },
    params: ['id'],
    remote: 'content',
    layout: 'default',
    personal: true,
  }),
  route({ name: 'auth-login', path: '/auth/login', remote: 'account', layout: 'auth', personal: true }),
  route({ name: 'auth-register', path: '/auth/register', remote: 'account', layout: 'auth', personal: true }),
  route({ name: 'auth-forgot-password', path: '/auth/forgot-password', remote: 'account', layout: 'auth', personal: true }),
  route({
    name: 'auth-reset-password',
    path: '/auth/reset-password/:id',
    params: ['id'],
    remote: 'account',
    layout: 'auth',
    personal: true,
  }),
] as const;

export const routeTable: readonly RouteDefinition[] = routes;

/**
 * The route names a remote owns, e.g. `RemoteRouteName<'checkout'>` is `'shopping-cart' | 'checkout' | 'receipt-id'`;
 * with `M`, only those its module `M` renders (`RemoteRouteName<'catalog', 'HomePage'>` is `'index'`).
 */
export type RemoteRouteName<R extends RemoteName, M extends string = string> = Extract<
  (typeof routes)[number],
  { remote: R; module: M }
>['name'];

export function routesOf(remote: RemoteName): RouteDefinition[] {
  return routeTable.filter((definition) => definition.remote === remote);
}

const byName = new Map(routeTable.map((definition) => [definition.name, definition]));

export function getRoute(name: RouteName): RouteDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unknown route ${name}`);
  return definition;
}

/**
 * The query parameter of the login page that names where a guest was going (a member route): the shell sets
 * it, the account remote stores it as the session's redirect and goes there after login.
 */
export const loginRedirectParam = 'redirect';

/** Main navigation, in order (spec §2): the same seven links on mobile and desktop. */
export const mainNavigation: readonly RouteName[] = ['index', 'products', 'accessories', 'sale', 'repair', 'about', 'contact'];
export const footerQuickLinks: readonly RouteName[] = ['products', 'sale', 'shopping-cart', 'repair', 'about'];
export const footerBottomLinks: readonly RouteName[] = ['cookie-policy', 'privacy-policy', 'terms-and-conditions', 'faq'];

/** The compare bar shows on these route families (spec §2). */
export function showsCompareBar(name: RouteName): boolean {
  return /^(products|categories|promotions)/.test(name);
}
