import path from 'node:path';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';
import { swcLoader } from '../../../../../tools/rspack/module-rules.mjs';

/**
 * What the service worker precaches, relative to the shell's dist/: the shell's content-hashed
 * script, styles and fonts (woff2: every browser with service workers reads it) and the offline
 * pages. Never index.html (each page is rendered by the host with the current registry and a nonce),
 * never mf-*.json or the registry (they would freeze the remotes' versions), never the server build.
 */
export const precachePatterns = ['static/js/*.js', 'static/css/*.css', 'static/media/*.woff2', 'offline/*.{html,css}', 'favicon.svg'];

/** After the worker is emitted: writes the precache list, with a revision per file, into dist/sw.js. */
class InjectPrecacheManifest {
  constructor(distDir) {
    this.distDir = distDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectPrecacheManifest', async () => {
      const sw = path.join(this.distDir, 'sw.js');
      const { count, size, warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: this.distDir,
        globPatterns: precachePatterns,
        globIgnores: ['**/*.map'],
        // Their names carry their content hash: no revision parameter needed.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
      });
      for (const warning of warnings) console.warn(`service worker: ${warning}`);
      console.log(`service worker: precaches ${count} files, ${size} bytes`);
    });
  }
}

/**
 * The shell's service worker (`/sw.js`, src/features/pwa/service-worker/sw.ts): one script at the
 * root of dist/, built after the shell's browser build (`after`), whose files it lists.
 * Workbox's InjectManifest plugin does not run under rspack (PLATFORM-NOTES); workbox-build's
 * injectManifest does the same after the emit.
 */
export function serviceWorkerConfig({ dir, after }) {
  const distDir = path.join(dir, 'dist');
  return {
    name: 'shell-service-worker',
    dependencies: [after],
    mode: 'production',
    context: dir,
    target: ['webworker', 'es2022'],
    entry: { sw: './src/features/pwa/service-worker/sw.ts' },
    devtool: 'source-map',
    output: { path: distDir, filename: '[name].js', publicPath: '/', clean: false },
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.js'] },
      conditionNames: ['source', 'worker', 'browser', 'import', 'module', 'default'],
    },
    module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: [swcLoader()] }] },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), new InjectPrecacheManifest(distDir)],
    optimization: { minimize: true, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
