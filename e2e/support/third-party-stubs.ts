import type { Page } from '@playwright/test';
import { thirdPartyScript } from './third-party';

/** Stand-ins for the providers' scripts: they record what the shop hands them, as the real ones would receive it. */
const stubs = {
  googleTag: `
    window.__gtagEvents = [];
    (function () {
      var layer = (window.dataLayer = window.dataLayer || []);
      function take(entry) { window.__gtagEvents.push(Array.prototype.slice.call(entry)); }
      layer.forEach(take);
      var push = layer.push.bind(layer);
      layer.push = function () { Array.prototype.forEach.call(arguments, take); return push.apply(null, arguments); };
      document.cookie = '_ga=GA1.1.42.42; path=/';
    })();`,
  // As fbevents.js: every hit carries the document's address; a page view of its own on each change of the address
  // unless \`disablePushState\`; a page view after the first dropped unless \`allowDuplicatePageViews\`. \`__fbqSent\` holds
  // the hits, [event, address].
  metaPixel: `
    window.__fbqCalls = [];
    window.__fbqSent = [];
    (function () {
      var fbq = window.fbq;
      var pageViewSent = false;
      function send(event) {
        if (event === 'PageView' && pageViewSent && !fbq.allowDuplicatePageViews) return;
        if (event === 'PageView') pageViewSent = true;
        window.__fbqSent.push([event, location.href]);
      }
      fbq.callMethod = function () {
        var args = Array.prototype.slice.call(arguments);
        window.__fbqCalls.push(args);
        if (args[0] === 'track') send(args[1]);
      };
      ['pushState', 'replaceState'].forEach(function (name) {
        var original = history[name];
        history[name] = function () {
          var result = original.apply(this, arguments);
          if (!fbq.disablePushState) window.__fbqSent.push(['PageView', location.href]);
          return result;
        };
      });
      fbq.queue.forEach(function (args) { fbq.callMethod.apply(null, args); });
    })();
    document.cookie = '_fbp=fb.1.42.42; path=/';`,
  chat: `
    var button = document.createElement('button');
    button.id = 'provider-chat';
    button.textContent = 'Provider chat';
    document.body.appendChild(button);
    window.Tawk_API.maximize = function () { document.body.dataset.chatOpen = 'yes'; };
    if (window.Tawk_API.onLoad) window.Tawk_API.onLoad();`,
  reviews: `
    window.Trustpilot = { loadFromElement: function (element) { element.dataset.rendered = 'yes'; element.textContent = 'Excellent · 4.8 out of 5'; } };`,
} as const;

export type StubbedService = keyof typeof stubs;

/** Serves a provider's script from the stub above, or fails it like an unreachable provider. */
export async function stubThirdParty(page: Page, service: StubbedService, outcome: 'serve' | 'fail' = 'serve'): Promise<void> {
  await page.route(thirdPartyScript(service), (route) =>
    outcome === 'fail' ? route.abort('connectionrefused') : route.fulfill({ contentType: 'text/javascript', body: stubs[service] }),
  );
}

/** The requests a page makes to a provider's script URL, as they happen. */
export function scriptRequests(page: Page, service: StubbedService): string[] {
  const seen: string[] = [];
  const url = thirdPartyScript(service);
  page.on('request', (request) => request.url() === url && seen.push(request.url()));
  return seen;
}
