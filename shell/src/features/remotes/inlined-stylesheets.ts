/**
 * The host inlines the first view's stylesheets as `<style data-href>` (no render-blocking request).
 * A remote's CSS loader recognises a stylesheet already on the page only by a `<link rel="stylesheet">`
 * with its full address, so without one it downloads each inlined file again and the whole page's
 * style is recalculated when it arrives. A disabled link names each inlined file for it: a disabled
 * stylesheet is neither downloaded nor applied.
 */
export function announceInlinedStylesheets(doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = new URL(style.dataset.href!, doc.baseURI).href;
    const known = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href);
    if (known) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = href;
    link.dataset.inlined = '';
    style.after(link);
  }
}
