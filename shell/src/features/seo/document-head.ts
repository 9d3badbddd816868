import {
  localeFromPath,
  locales,
  matchPath,
  pageTitle,
  seoDescription,
  switchLocalePath,
  type Locale,
  type PageMeta,
  type TenantConfig,
} from '@remac/shared-contracts';
import { notFoundDescription, notFoundTitle, routeTitle, siteDescription } from './route-titles';

/** Everything the head of a page says about it, the same on the server and in the browser. */
export interface DocumentHead {
  lang: Locale;
  title: string;
  description: string;
  /** Absolute; none on a 404. */
  canonical?: string;
  /** `[hreflang, absolute URL]`: each language, then `x-default` (the Greek page). */
  alternates: [string, string][];
  /** Absolute: the page's picture, else the shop's. */
  image: string;
  /** The page reported its own picture (a large preview card). */
  pagePicture: boolean;
  ogType: 'website' | 'product';
  ogLocale: string;
  siteName: string;
  noindex: boolean;
}

const ogLocales: Record<Locale, string> = { el: 'el_GR', en: 'en_GB' };
const defaultLocale: Locale = 'el';
/** The shop's own picture for previews of pages without one. */
const siteImage = '/icons/icon-512.png';

function absolute(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href;
}

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ');
}

export interface HeadInput {
  pathname: string;
  tenant: TenantConfig;
  /** What the page reported, if it belongs to `pathname`. */
  meta?: PageMeta;
  /** The page's entity was not found (or the path matches no route). */
  notFound?: boolean;
}

/**
 * The head of a page from what it reported, or the route's defaults: title `page | site`, a
 * description of at most 160 characters, canonical and hreflang links on the shop's site URL,
 * Open Graph and Twitter cards.
 */
export function documentHead({ pathname, tenant, meta, notFound = false }: HeadInput): DocumentHead {
  const lang = localeFromPath(pathname);
  const route = matchPath(pathname)?.route;
  const missing = notFound || !route;
  const reported = missing ? undefined : meta;
  const reportedTitle = reported?.title && reported.title !== tenant.name ? reported.title : undefined;
  const page = missing ? notFoundTitle(lang) : (reportedTitle ?? (route ? routeTitle(route.name, lang) : undefined));
  const description = missing ? notFoundDescription(lang) : (reported?.description ?? siteDescription(lang));
  const pathIn = (locale: Locale) => reported?.alternates?.[locale] ?? switchLocalePath(pathname, locale);
  const alternates: [string, string][] = locales.map((locale) => [locale, absolute(pathIn(locale), tenant.siteUrl)]);
  alternates.push(['x-default', absolute(pathIn(defaultLocale), tenant.siteUrl)]);
  return {
    lang,
    title: pageTitle(page, tenant.name),
    description: seoDescription(plainText(description)),
    canonical: missing ? undefined : absolute(reported?.canonical ?? pathIn(lang), tenant.siteUrl),
    alternates,
    image: absolute(reported?.image ?? siteImage, tenant.siteUrl),
    pagePicture: Boolean(reported?.image),
    ogType: route?.name === 'products-id' && reported ? 'product' : 'website',
    ogLocale: ogLocales[lang],
    siteName: tenant.name,
    noindex: missing || Boolean(route?.personal) || Boolean(reported?.noindex),
  };
}
