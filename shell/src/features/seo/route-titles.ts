import type { Locale, RouteName } from '@remac/shared-contracts';
import el from '../locale/translations/el.json';
import en from '../locale/translations/en.json';

const shellTexts = { el, en } satisfies Record<Locale, unknown>;

/** Routes without an entry in the navigation's names; an entity route falls back to its section. */
const otherTitles: Partial<Record<RouteName, Record<Locale, string>>> = {
  'products-id': { el: el.nav.products, en: en.nav.products },
  categories: { el: 'Κατηγορίες', en: 'Categories' },
  'categories-id': { el: 'Κατηγορίες', en: 'Categories' },
  search: { el: 'Αναζήτηση', en: 'Search' },
  promotions: { el: 'Προσφορές', en: 'Promotions' },
  'promotions-id': { el: 'Προσφορές', en: 'Promotions' },
  checkout: { el: 'Ολοκλήρωση αγοράς', en: 'Checkout' },
  'orders-id': { el: 'Παραγγελία', en: 'Order' },
  'receipt-id': { el: 'Απόδειξη παραγγελίας', en: 'Order receipt' },
  'request-id': { el: 'Το αίτημά σας', en: 'Your request' },
  'auth-forgot-password': { el: 'Ξεχάσατε τον κωδικό σας;', en: 'Forgot your password?' },
  'auth-reset-password': { el: 'Ορισμός νέου κωδικού', en: 'Choose a new password' },
  'newsletter-confirm': { el: 'Επιβεβαίωση εγγραφής στο newsletter', en: 'Confirm your newsletter subscription' },
  'newsletter-unsubscribe': { el: 'Διαγραφή από το newsletter', en: 'Unsubscribe from the newsletter' },
};

/**
 * The page name of a route when its page has not reported one (it is not rendered on the server, or
 * has not loaded yet); the home page is named by the shop's tagline.
 */
export function routeTitle(route: RouteName, locale: Locale): string | undefined {
  const texts = shellTexts[locale];
  if (route === 'index') return texts.site.tagline;
  return (texts.nav as Partial<Record<RouteName, string>>)[route] ?? otherTitles[route]?.[locale];
}

export function siteDescription(locale: Locale): string {
  return shellTexts[locale].site.description;
}

export function notFoundTitle(locale: Locale): string {
  return shellTexts[locale].errors.unmatched;
}

export function notFoundDescription(locale: Locale): string {
  return shellTexts[locale].errors.notFoundText;
}
