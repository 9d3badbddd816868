import path from 'node:path';
import { firstViewModules } from '@remac/shared-contracts';

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
 * Preloads, at low priority so the shell's own script still comes first, for what the shell would
 * otherwise discover one round trip after another: the manifest and entry of each remote the first
 * view shows, then the scripts and styles of its modules. Other remotes load when they are needed.
 */
function preloadTags(manifests, urlPath, rendered) {
  const tags = [];
  const seen = new Set();
  const preload = (href, as, extra = '') => {
    if (seen.has(href)) return;
    seen.add(href);
    tags.push(`<link rel="preload" as="${as}"${extra} fetchpriority="low" href="${escapeAttribute(href)}">`);
  };
  const stylesheet = (href) => {
    if (seen.has(href)) return;
    seen.add(href);
    tags.push(`<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  };
  const modules = firstViewModules(urlPath).filter(({ remote }) => manifests.has(remote));
  for (const { remote } of modules) {
    const { url, manifest } = manifests.get(remote);
    preload(url, 'fetch', ' crossorigin="anonymous"');
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) preload(assetUrl(url, path.posix.join(entry.path ?? '', entry.name)), 'script');
  }
  for (const { remote, module } of modules) {
    const { url, manifest } = manifests.get(remote);
    const assets = manifest.exposes?.find((expose) => expose.name === module)?.assets;
    for (const asset of assets?.js?.sync ?? []) preload(assetUrl(url, asset), 'script');
    const styled = rendered?.some((done) => done.remote === remote && done.module === module);
    for (const asset of assets?.css?.sync ?? []) {
      // Server-rendered markup needs its styles before it paints.
      if (styled) stylesheet(assetUrl(url, asset));
      else preload(assetUrl(url, asset), 'style');
    }
  }
  return tags;
}

/**
 * The additions to a page's head for the current `release` (see current-release.mjs): the registry,
 * inlined (no request before remotes can start), and preloads; the styles of the modules the server
 * `rendered` (`[{ remote, module }]`) as stylesheets.
 */
export function pageHead(release, urlPath, { rendered } = {}) {
  if (!release) return '';
  const { registry, manifests } = release;
  return [
    `<script type="application/json" id="${registryElementId}">${inlineJson(registry)}</script>`,
    ...preloadTags(manifests, urlPath, rendered),
  ].join('');
}
