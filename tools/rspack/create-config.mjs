import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedLibraries } from './shared-libraries.mjs';

const isDev = process.env.NODE_ENV === 'development';

function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function swcLoader() {
  return {
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
        target: 'es2022',
      },
    },
  };
}

/**
 * The rspack configuration every app of the storefront shares.
 * `name` prefixes CSS module class names so styles never leak between remotes.
 */
export function createConfig({ dir, name, port, federation, html, publicPath = 'auto', extraPlugins = [], devServer = {} }) {
  const pkg = readPackage(dir);
  const dependencies = { ...pkg.dependencies, '@remac/shared-contracts': '*' };
  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: isDev ? '[name].js' : 'static/js/[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : 'static/js/[name].[contenthash:8].js',
      cssFilename: 'static/css/[name].[contenthash:8].css',
      cssChunkFilename: 'static/css/[name].[contenthash:8].css',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
    },
    experiments: { css: true },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: `${name}__[local]__[hash:5]`, exportsConvention: 'camel-case-only' },
      },
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader()] },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|svg|jpg|webp|avif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        shareStrategy: 'loaded-first',
        dts: false,
        shared: sharedLibraries(dir, dependencies),
        ...federation,
      }),
      html && new rspack.HtmlRspackPlugin({ template: './src/index.html', chunks: ['main'], minify: !isDev, publicPath: '/', ...html }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
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
