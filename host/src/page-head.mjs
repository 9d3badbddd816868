import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstViewModules, hydratesOnInteraction } from '@remac/shared-contracts';

const registryElementId = 'remac-registry';

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON inside a script element must not be able to close it. */
export function inlineJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function assetUrl(manifestUrl, asset) {
  return path.posix.join(path.posix.dirname(manifestUrl), asset);
}

/**
 * Release files never change: each stylesheet is read and made inlinable once per process (null: not
 * readable, or not inlinable).
 */
const inlinableStylesheets = new Map();

function inlinableStylesheet(file, href) {
  // Keyed by both: the `url()`s are made absolute against the address the page names the file by.
  const key = `${file}\n${href}`;
  if (!inlinableStylesheets.has(key))
    inlinableStylesheets.set(
      key,
      readFile(file, 'utf8').then(
        (css) => (/<\/style/i.test(css) ? null : withAbsoluteUrls(css, href)),
        () => null,
      ),
    );
  return inlinableStylesheets.get(key);
}

/** Relative `url()`s resolve against the stylesheet's address; inlined they would resolve against the page's. */
function withAbsoluteUrls(css, href) {
  return css
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .replace(/url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi, (_, quote, ref) => {
      return `url(${quote}${new URL(ref, `http://host${href}`).pathname}${quote})`;
    });
}

/**
 * A stylesheet of the release (`href` a path under `dir`) as a `<style>` element with the response's
 * nonce, so the first paint waits for no request; null when it cannot be inlined (then it stays a link).
 */
export async function inlineStylesheet(dir, href, nonce) {
  if (!nonce || !href.startsWith('/')) return null;
  const css = await inlinableStylesheet(path.join(dir, href), href);
  if (css === null) return null;
  return `<style nonce="${escapeAttribute(nonce)}" data-href="${escapeAttribute(href)}">${css}</style>`;
}

/** The template's own render-blocking stylesheets (the shell's main CSS, files under `dir`) inlined. */
export async function withInlinedStylesheets(html, dir, nonce) {
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\srel="stylesheet"/.test(tag));
  let result = html;
  for (const link of links) {
    const href = link.match(/\shref="([^"]+)"/)?.[1];
    const style = href && (await inlineStylesheet(dir, href, nonce));
    if (style) result = result.replace(link, () => style);
  }
  return result;
}

/**
 * Preloads, at low priority so the shell's own script still comes first, for what the shell would
 * otherwise discover one round trip after another: the manifest and entry of each remote the first
 * view shows, then the scripts and styles of its modules. Other remotes load when they are needed.
 */
async function preloadTags(manifests, urlPath, rendered, { root, styleNonce } = {}) {
  const tags = [];
  const seen = new Set();
  const preload = (href, as, extra = '') => {
    if (seen.has(href)) return;
    seen.add(href);
    tags.push(`<link rel="preload" as="${as}"${extra} fetchpriority="low" href="${escapeAttribute(href)}">`);
  };
  const stylesheet = async (href) => {
    if (seen.has(href)) return;
    seen.add(href);
    const inlined = root && (await inlineStylesheet(root, href, styleNonce));
    tags.push(inlined || `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  };
  const modules = firstViewModules(urlPath).filter(({ remote }) => manifests.has(remote));
  // Markup that stands until the visitor interacts needs its styles now, its scripts not yet.
  const hydratedAtOnce = modules.filter((module) => !hydratesOnInteraction(module));
  for (const { remote } of hydratedAtOnce) {
    const { url, manifest } = manifests.get(remote);
    preload(url, 'fetch', ' crossorigin="anonymous"');
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) preload(assetUrl(url, path.posix.join(entry.path ?? '', entry.name)), 'script');
  }
  for (const { remote, module } of modules) {
    const { url, manifest } = manifests.get(remote);
    const assets = manifest.exposes?.find((expose) => expose.name === module)?.assets;
    const atOnce = hydratedAtOnce.some((done) => done.remote === remote && done.module === module);
    if (atOnce) for (const asset of assets?.js?.sync ?? []) preload(assetUrl(url, asset), 'script');
    const styled = rendered?.some((done) => done.remote === remote && done.module === module);
    if (!atOnce && !styled) continue;
    for (const asset of assets?.css?.sync ?? []) {
      // Server-rendered markup needs its styles before it paints.
      if (styled) await stylesheet(assetUrl(url, asset));
      else preload(assetUrl(url, asset), 'style');
    }
  }
  return tags;
}

/**
 * The additions to a page's head for the current `release` (see current-release.mjs): the registry,
 * inlined (no request before remotes can start), and preloads; the styles of the modules the server
 * `rendered` (`[{ remote, module }]`): inlined as `<style>` with the response's `styleNonce` when the
 * host's `root` is given (no render-blocking request), else stylesheets.
 */
export async function pageHead(release, urlPath, { rendered, root, styleNonce } = {}) {
  if (!release) return '';
  const { registry, manifests } = release;
  return [
    `<script type="application/json" id="${registryElementId}">${inlineJson(registry)}</script>`,
    ...(await preloadTags(manifests, urlPath, rendered, { root, styleNonce })),
  ].join('');
}
