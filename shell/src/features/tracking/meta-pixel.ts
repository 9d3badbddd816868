import type { ScriptLoader } from './load-script';
import type { Tracker } from './tracker';

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** The queue fbevents.js expects to find: calls made before it arrives are replayed by it. */
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
    pageView() {
      if (enabled) window.fbq?.('track', 'PageView');
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
