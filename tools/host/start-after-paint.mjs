const deferredScript = /<script defer src="([^"]+)"><\/script>/g;

/** Longest wait for the first paint before the scripts start anyway. */
export const paintWaitLimitMs = 3000;

/**
 * The inline starter, in the oldest syntax (it runs before anything else): adds the scripts once the
 * browser has shown the first contentful paint, at once in a hidden tab (which does not paint), and
 * after one frame where paint timing is not observable.
 */
function starter(sources) {
  return `<script>(function(){var s=${JSON.stringify(sources)},d=false;function go(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}
if(document.visibilityState==='hidden')return go();
var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(go)});
new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});setTimeout(go,${paintWaitLimitMs})})()</script>`;
}

/**
 * In a page the server rendered, the shell's scripts start once its markup has been shown: that
 * markup is the whole first view, so nothing is gained by running scripts before the browser paints
 * it, and a script that arrives early would otherwise hold the first paint back while it runs.
 * The scripts download meanwhile, from a preload.
 */
export function startScriptsAfterPaint(html) {
  const sources = [];
  const withoutScripts = html.replace(deferredScript, (_, src) => {
    sources.push(src);
    return `<link rel="preload" as="script" href="${src}">`;
  });
  if (!sources.length) return html;
  return withoutScripts.replace('</body>', () => `${starter(sources)}</body>`);
}
