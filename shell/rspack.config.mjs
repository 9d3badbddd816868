import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createConfig } from '../tools/rspack/create-config.mjs';
import { serviceWorkerConfig } from './src/features/pwa/build/service-worker-config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

const shell = createConfig({
  dir,
  name: 'shell',
  port: 3000,
  publicPath: '/',
  // No remotes here: the shell reads them at run time from /registry.json.
  federation: {
    remotes: {},
    // Remotes are built without their own copy of the federation runtime: the shell provides it.
    // target 'web': the runtime the browser downloads leaves out its Node.js code paths (the server
    // build renders without federation), ~1.7 KiB gzip less in the first view.
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    runtimePlugins: [fileURLToPath(new URL('./src/features/remotes/unavailable-remote-plugin.ts', import.meta.url))],
  },
  // The dev server's federation runtime cannot load in-script imports (`import()`), which the staged
  // start-up of production builds uses; in development the shell starts in one go.
  entry: { main: process.env.NODE_ENV === 'development' ? './src/index.development.ts' : './src/index.ts' },
  html: { title: 'ReMac' },
  // The host renders pages' first views with it (tools/host/server-render.mjs).
  serverEntry: './src/server/render-page.tsx',
  // npm run dev: the registry written by tools/dev.mjs, and the API on its own port.
  devServer: {
    static: [{ directory: fileURLToPath(new URL('../.host-dev', import.meta.url)), watch: true }],
    proxy: [{ context: ['/graphql', '/oauth', '/media'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
  },
  extraPlugins: [
    // Old Internet Explorer gets this page, with status 417, from the host: no script at all.
    new rspack.HtmlRspackPlugin({
      template: './src/unsupported-browser.html',
      filename: 'unsupported-browser.html',
      chunks: [],
      inject: false,
    }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
  ],
});

// The service worker is built for production only: `npm run dev` registers none (docs/pwa.md).
export default process.env.NODE_ENV === 'development' ? shell : [shell, serviceWorkerConfig({ dir, after: 'shell' })].flat();
