import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { providedLibraryVersions, sharedLibraries } from './shared-libraries.mjs';
import { serverConfig } from './server-config.mjs';
import { cssModuleNames, swcLoader } from './module-rules.mjs';

const isDev = process.env.NODE_ENV === 'development';

/**
 * React Router's package points every import at its development build (dev warnings on); production
 * builds take the production build it ships beside it.
 */
function productionAliases(dir) {
  if (isDev) return {};
  const require = createRequire(path.join(dir, 'package.json'));
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The rspack configuration every app of the storefront shares.
 * `name` prefixes CSS module class names so styles never leak between remotes.
 * A remote's production build is two compilations: the federated remote itself, which takes the
 * federation runtime from the shell instead of shipping its own copy, and the standalone QA harness
 * (a plain single-page app in `dist/standalone/`, which has no shell to take the runtime from).
 */
export function createConfig(options) {
  const isRemote = Boolean(options.federation?.exposes);
  if (isDev) return appConfig(options);
  if (!isRemote) {
    const app = appConfig(options);
    // After the browser build, whose clean of dist/ would otherwise race it.
    return options.serverEntry ? [app, { ...serverConfig(options), dependencies: [app.name] }] : app;
  }
  const remote = appConfig({
    ...options,
    html: undefined,
    entry: {},
    clean: { keep: /^(standalone|server)\// },
    federation: { ...options.federation, experiments: { externalRuntime: true } },
  });
  remote.optimization = { ...remote.optimization, splitChunks: { cacheGroups: { remoteCore: remoteCoreChunk(options.dir) } } };
  const standalone = appConfig({ ...options, federation: undefined, publicPath: '/', outputDir: 'dist/standalone' });
  // In parallel, the remote's clean of dist/ could race the standalone output (seen: dist/standalone missing).
  return [remote, { ...standalone, dependencies: [remote.name] }, { ...serverConfig(options), dependencies: [remote.name] }];
}

/**
 * What every exposed module of a remote needs (its declaration, its translations, the kit's wrappers)
 * in one chunk of its own: below the default minimum size it would otherwise be copied into each
 * exposed module, and a page showing two of them would download the remote's texts twice.
 */
function remoteCoreChunk(dir) {
  const own = path.join(dir, 'src');
  const kit = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../remote-kit/src');
  const core = [path.join(own, 'translations') + path.sep, path.join(own, 'lib', 'remote.ts'), kit + path.sep];
  return {
    name: 'remote-core',
    chunks: 'all',
    enforce: true,
    test: (module) => core.some((prefix) => module.resource?.startsWith(prefix)),
  };
}

function appConfig({
  dir,
  name,
  port,
  federation,
  html,
  entry = { main: './src/index.ts' },
  publicPath = 'auto',
  outputDir = 'dist',
  clean = true,
  extraPlugins = [],
  devServer = {},
}) {
  const pkg = readPackage(dir);
  const isHost = Boolean(federation && !federation.exposes);
  const dependencies = { ...pkg.dependencies, '@remac/shared-contracts': '*' };
  return {
    name: outputDir === 'dist' ? name : `${name}-standalone`,
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry,
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, outputDir),
      publicPath,
      filename: isDev ? '[name].js' : 'static/js/[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : 'static/js/[name].[contenthash:8].js',
      cssFilename: 'static/css/[name].[contenthash:8].css',
      cssChunkFilename: 'static/css/[name].[contenthash:8].css',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The build's mode as a condition: packages that export a production build under it (Apollo Client:
      // its development checks and messages left out, not just switched off) are taken in that form.
      conditionNames: ['source', 'browser', isDev ? 'development' : 'production', 'import', 'module', 'default'],
      alias: productionAliases(dir),
    },
    experiments: { css: true },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': cssModuleNames(name),
      },
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader()] },
        // Generated GraphQL documents (one module each, re-exported by generated.ts) have no side effects:
        // a chunk then carries only the documents its code imports.
        { test: /[\\/]src[\\/]lib[\\/]graphql[\\/]generated(\.ts$|[\\/])/, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|svg|jpg|webp|avif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      federation &&
        new ModuleFederationPlugin({
          name,
          shareStrategy: 'loaded-first',
          dts: false,
          ...federation,
          shared: sharedLibraries(dir, dependencies, { host: isHost }),
        }),
      html && new rspack.HtmlRspackPlugin({ template: './src/index.html', chunks: ['main'], minify: !isDev, publicPath: '/', ...html }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
        ...(isHost && { __PROVIDED_LIBRARY_VERSIONS__: JSON.stringify(providedLibraryVersions(dir)) }),
      }),
      isDev && new ReactRefreshRspackPlugin(),
      ...extraPlugins,
    ].filter(Boolean),
    optimization: { minimize: !isDev },
    performance: { hints: false },
    devServer: {
      port,
      host: 'localhost',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...devServer,
    },
    stats: 'errors-warnings',
  };
}
