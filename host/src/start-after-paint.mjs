const deferredScript = /<script defer src="([^"]+)"><\/script>/g;

/** Longest wait for the first paint before the scripts start anyway. */
export const paintWaitLimitMs = 3000;

/**
 * The inline starter, in the oldest syntax (it runs before anything else): adds the scripts once the
 * browser has shown the first contentful paint and the images marked `fetchpriority="high"` (the
 * largest element of a catalog page) are decoded, one frame later; at once in a hidden tab (which
 * does not paint); after one frame where paint timing is not observable; after
 * `paintWaitLimitMs` in any case.
 */
function starter(sources, nonce) {
  return `<script nonce="${nonce}">(function(){var s=${JSON.stringify(sources)},d=false;function go(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}
function later(){requestAnimationFrame(function(){setTimeout(go)})}
setTimeout(go,${paintWaitLimitMs});if(document.visibilityState==='hidden')return go();
var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0||!window.Promise)return later();
var i=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]')).map(function(m){return m.decode?m.decode().catch(function(){}):null});
new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();Promise.all(i).then(later)}}).observe({type:'paint',buffered:true})})()</script>`;
}

/**
 * In a page the server rendered, the shell's scripts start once its markup has been shown: that
 * markup is the whole first view, so nothing is gained by running scripts before the browser paints
 * it, and a script that arrives early would otherwise hold the first paint back while it runs.
 * The scripts download meanwhile, from a preload. The starter carries the response's CSP `nonce`.
 */
export function startScriptsAfterPaint(html, nonce) {
  const sources = [];
  const withoutScripts = html.replace(deferredScript, (_, src) => {
    sources.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  if (!sources.length) return html;
  return withoutScripts.replace('</body>', () => `${starter(sources, nonce)}</body>`);
}
