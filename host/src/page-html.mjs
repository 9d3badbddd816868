import { inlineJson } from './page-head.mjs';
import { startScriptsAfterPaint } from './start-after-paint.mjs';

/**
 * The response's CSP nonces on the template's own inline scripts and styles (the shell's old-browser
 * check, the 417 notice's styles), before anything else is put into the page.
 */
export function withNonces(html, { script, style }) {
  return html
    .replace(/<script(?=[\s>])(?![^>]*\ssrc=)/g, `<script nonce="${script}"`)
    .replace(/<style(?=[\s>])/g, `<style nonce="${style}"`);
}

/** The shell's page with the first view the server rendered, if any, and the state to hydrate it with. */
export function withFirstView(html, rendered, scriptNonce) {
  if (!rendered) return html;
  const state = `<script type="application/json" id="${rendered.stateElementId}">${inlineJson(rendered.state)}</script>`;
  // A function, so that `$` in the markup is never read as a replacement pattern.
  return startScriptsAfterPaint(
    html.replace('<div id="root"></div>', () => `<div id="root">${rendered.markup}</div>${state}`),
    scriptNonce,
  );
}

/**
 * The page's own head (`{ lang, html }`: title, description, canonical, hreflang, Open Graph and
 * Twitter) in place of the template's title and empty description; `<html lang>` in its language.
 */
export function withHead(html, head) {
  if (!head) return html;
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang === 'en' ? 'en' : 'el'}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, '')
    .replace('</head>', () => `${head.html}</head>`);
}
