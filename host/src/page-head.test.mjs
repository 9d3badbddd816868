import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstViewModules, hydratesOnInteraction } from '@remac/shared-contracts';
import { pageHead, withInlinedStylesheets } from './page-head.mjs';

const nonce = 'n0nce';

/** A host folder with the shell's main CSS and one remote whose first-view module has a stylesheet. */
async function hostFolder() {
  const root = await mkdtemp(path.join(tmpdir(), 'page-head-'));
  const { remote, module } = firstViewModules('/').find((first) => !hydratesOnInteraction(first));
  const base = `/remotes/${remote}/1.0.0`;
  await mkdir(path.join(root, base, 'static/css'), { recursive: true });
  await mkdir(path.join(root, 'shell/static/css'), { recursive: true });
  await writeFile(
    path.join(root, base, 'static/css/module.css'),
    '.a{background:url(../media/a.png)}\n/*# sourceMappingURL=module.css.map*/',
  );
  await writeFile(path.join(root, 'shell/static/css/main.css'), 'body{color:red}');
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: module, assets: { js: { sync: ['static/js/module.js'] }, css: { sync: ['static/css/module.css'] } } }],
  };
  const release = { registry: {}, manifests: new Map([[remote, { url: `${base}/mf-manifest.json`, manifest }]]) };
  return {
    root,
    release,
    rendered: [{ remote, module }],
    cssHref: `${base}/static/css/module.css`,
    remove: () => rm(root, { recursive: true }),
  };
}

test("a server-rendered module's stylesheet is inlined with the response's nonce, its relative URLs made absolute", async () => {
  const { root, release, rendered, cssHref, remove } = await hostFolder();
  const head = await pageHead(release, '/', { rendered, root, styleNonce: nonce });
  assert.doesNotMatch(head, /rel="stylesheet"/);
  const mediaUrl = path.posix.join(path.posix.dirname(cssHref), '../media/a.png');
  assert.ok(head.includes(`<style nonce="${nonce}" data-href="${cssHref}">.a{background:url(${mediaUrl})}\n</style>`), head);
  await remove();
});

test('a module the server did not render has its stylesheet preloaded, not inlined', async () => {
  const { root, release, cssHref, remove } = await hostFolder();
  const head = await pageHead(release, '/', { rendered: [], root, styleNonce: nonce });
  assert.ok(head.includes(`<link rel="preload" as="style" fetchpriority="low" href="${cssHref}">`));
  assert.doesNotMatch(head, /<style/);
  await remove();
});

test('a stylesheet that cannot be read stays a link', async () => {
  const { root, release, rendered, cssHref, remove } = await hostFolder();
  await remove();
  const head = await pageHead(release, '/', { rendered, root: `${root}-missing`, styleNonce: nonce });
  assert.ok(head.includes(`<link rel="stylesheet" href="${cssHref}">`));
});

test("the template's own stylesheet (the shell's main CSS) is inlined; other links stay", async () => {
  const { root, remove } = await hostFolder();
  const html = '<head><link rel="icon" href="/favicon.svg"><link href="/static/css/main.css" rel="stylesheet"></head>';
  assert.equal(
    await withInlinedStylesheets(html, path.join(root, 'shell'), nonce),
    `<head><link rel="icon" href="/favicon.svg"><style nonce="${nonce}" data-href="/static/css/main.css">body{color:red}</style></head>`,
  );
  await remove();
});

test('without a nonce nothing is inlined (the policy would refuse it)', async () => {
  const { root, remove } = await hostFolder();
  const html = '<head><link href="/static/css/main.css" rel="stylesheet"></head>';
  assert.equal(await withInlinedStylesheets(html, path.join(root, 'shell'), undefined), html);
  await remove();
});

test("a module that waits for the visitor's first interaction has its server markup styled but nothing of its remote preloaded", async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'page-head-'));
  // A waiting module whose remote shows nothing else in home's first view (checkout's cart toggle).
  const first = firstViewModules('/');
  const waiting = first.find(
    (module) => hydratesOnInteraction(module) && first.every((other) => other.remote !== module.remote || hydratesOnInteraction(other)),
  );
  assert.ok(waiting, "home's first view has a remote whose modules all wait for an interaction");
  const base = `/remotes/${waiting.remote}/1.0.0`;
  await mkdir(path.join(root, base, 'static/css'), { recursive: true });
  await writeFile(path.join(root, base, 'static/css/toggle.css'), '.t{color:red}');
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: waiting.module, assets: { js: { sync: ['static/js/toggle.js'] }, css: { sync: ['static/css/toggle.css'] } } }],
  };
  const release = { registry: {}, manifests: new Map([[waiting.remote, { url: `${base}/mf-manifest.json`, manifest }]]) };

  const rendered = await pageHead(release, '/', { rendered: [waiting], root, styleNonce: nonce });
  assert.ok(rendered.includes(`<style nonce="${nonce}" data-href="${base}/static/css/toggle.css">.t{color:red}</style>`), rendered);
  assert.doesNotMatch(rendered, /rel="preload"/);
  // Not rendered by the server: no markup to style, so nothing at all.
  assert.doesNotMatch(await pageHead(release, '/', { rendered: [], root, styleNonce: nonce }), /toggle|preload/);
  await rm(root, { recursive: true });
});
