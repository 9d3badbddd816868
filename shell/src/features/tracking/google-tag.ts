import type { Purchase } from '@remac/shared-contracts';
import type { ScriptLoader } from './load-script';
import type { Tracker } from './tracker';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

/** gtag.js reads `arguments` objects from the data layer, not arrays. */
function installGtag(): Gtag {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  return window.gtag;
}

/**
 * Google tag with Consent Mode v2. The defaults (everything denied, 500 ms wait for an update, spec
 * §9) are set before gtag.js is requested; the tag is requested only once the visitor accepts all.
 */
export function createGoogleTag(measurementId: string, src: string, load: ScriptLoader): Tracker {
  let enabled = false;
  let started = false;
  // Google's opt-out switch for one measurement id: `window['ga-disable-<id>'] = true`.
  const setDisabled = (disabled: boolean) => {
    (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = disabled;
  };
  return {
    enable() {
      const gtag = installGtag();
      setDisabled(false);
      if (!started) {
        started = true;
        gtag('consent', 'default', { ...denied, wait_for_update: 500 });
        gtag('js', new Date());
        gtag('config', measurementId, { send_page_view: false });
      }
      gtag('consent', 'update', granted);
      enabled = true;
      load(src).catch(() => undefined);
    },
    disable() {
      if (!enabled) return;
      enabled = false;
      setDisabled(true);
      window.gtag?.('consent', 'update', denied);
    },
    pageView(url) {
      if (!enabled) return;
      // The tag reads the document's address for every other event of the page (engagement, scrolls):
      // they are told this one instead, which may leave a private id out (tracked-location.ts).
      window.gtag?.('set', { page_location: url });
      window.gtag?.('event', 'page_view', { page_location: url, send_to: measurementId });
    },
    purchase(purchase: Purchase) {
      if (!enabled) return;
      window.gtag?.('event', 'purchase', {
        send_to: measurementId,
        transaction_id: purchase.orderNumber,
        value: purchase.total,
        currency: purchase.currency,
        tax: purchase.taxTotal,
        shipping: purchase.shipmentTotal,
        items: purchase.orderItems.map((item) => ({
          item_id: item.variant.sku,
          item_name: item.variant.name,
          item_variant: item.variant.label,
          item_brand: item.product.brand ?? undefined,
          item_category: item.product.categories[0],
          price: item.price,
          quantity: item.quantity,
        })),
      });
    },
  };
}
