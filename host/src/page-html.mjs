import { inlineJson } from './page-head.mjs';

/**
 * The response's CSP nonces on the template's own inline scripts and styles (the shell's old-browser
 * check, the 417 notice's styles), before anything else is put into the page.
 */
export function withNonces(html, { script, style }) {
  return html
    .replace(/<script(?=[\s>])(?![^>]*\ssrc=)/g, `<script nonce="${script}"`)
    .replace(/<style(?=[\s>])/g, `<style nonce="${style}"`);
}

/**
 * What a page is assembled with in place of the response's CSP nonces: the frame (everything but the
 * first view) is built and tagged once, without anything that differs on every response; only the
 * frame carries nonces, so only it is searched for them (`withResponseNonces`).
 */
export const nonceStandIns = { script: 'remac-script-nonce-stand-in', style: 'remac-style-nonce-stand-in' };

/** The frame with the response's own nonces in place of the stand-ins. */
export function withResponseNonces(frame, { script, style }) {
  return frame.replaceAll(nonceStandIns.script, script).replaceAll(nonceStandIns.style, style);
}

const emptyRoot = '<div id="root"></div>';

/** The root element with the first view the server rendered, if any, followed by the state to hydrate it with. */
export function firstViewHtml(rendered) {
  if (!rendered) return '';
  return `<div id="root">${rendered.markup}</div><script type="application/json" id="${rendered.stateElementId}">${inlineJson(rendered.state)}</script>`;
}

/**
 * The page as it is sent: the frame (with the response's nonces) with its empty root element replaced by the
 * first view, given as bytes: the first view is most of the page and is encoded once, for its tag and to be sent.
 */
export function pageBytes(frame, firstView) {
  const at = firstView.length ? frame.indexOf(emptyRoot) : -1;
  if (at < 0) return Buffer.from(frame);
  return Buffer.concat([Buffer.from(frame.slice(0, at)), firstView, Buffer.from(frame.slice(at + emptyRoot.length))]);
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
