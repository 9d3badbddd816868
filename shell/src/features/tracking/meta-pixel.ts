import type { ScriptLoader } from './load-script';
import type { Tracker } from './tracker';

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
  allowDuplicatePageViews?: boolean;
}
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/**
 * The queue fbevents.js expects to find: calls made before it arrives are replayed by it. The pixel reads the
 * document's address itself for every hit, and by default sends a page view of its own on each change of the address
 * and drops a page view sent after the first. Those two are turned off (flags it reads on arrival), so that the shell
 * alone decides which pages it hears of: not a guest's receipt, whose address opens the buyer's name and address.
 */
function installFbq(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.disablePushState = true;
  fbq.allowDuplicatePageViews = true;
  window.fbq = fbq;
  window._fbq = fbq;
  return fbq;
}

/** Meta pixel: requested only once the visitor accepts all; revoked when they take it back. */
export function createMetaPixel(pixelId: string, src: string, load: ScriptLoader): Tracker {
  let enabled = false;
  let started = false;
  return {
    enable() {
      const fbq = installFbq();
      fbq('consent', 'grant');
      if (!started) {
        started = true;
        // No automatic events: they read the page's buttons and forms (checkout's hold a buyer's details).
        fbq('set', 'autoConfig', false, pixelId);
        fbq('init', pixelId);
      }
      enabled = true;
      load(src).catch(() => undefined);
    },
    disable() {
      if (!enabled) return;
      enabled = false;
      window.fbq?.('consent', 'revoke');
    },
    pageView(url) {
      // The pixel would send the document's own address, not `url`: where the two differ (a private link), nothing.
      if (enabled && url === window.location.href) window.fbq?.('track', 'PageView');
    },
    purchase(purchase) {
      if (!enabled) return;
      window.fbq?.(
        'track',
        'Purchase',
        {
          value: purchase.total,
          currency: purchase.currency,
          content_type: 'product',
          contents: purchase.orderItems.map((item) => ({ id: item.variant.sku, quantity: item.quantity, item_price: item.price })),
          num_items: purchase.orderItems.reduce((sum, item) => sum + item.quantity, 0),
        },
        { eventID: purchase.orderNumber },
      );
    },
  };
}
