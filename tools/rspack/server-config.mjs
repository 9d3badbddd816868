import path from 'node:path';
import { rspack } from '@rspack/core';
import { cssModuleNames, swcLoader } from './module-rules.mjs';
import { serverLibrariesGlobal, serverProvidedLibrary } from './shared-libraries.mjs';

/** A remote's server entry: every exposed module under its exposed name, as the host asks for them. */
function exposesModule(exposes) {
  const names = Object.entries(exposes);
  const imports = names.map(([, file], index) => `import * as module${index} from ${JSON.stringify(file)};`);
  const table = names.map(([exposed], index) => `  ${JSON.stringify(exposed)}: module${index},`);
  return `${imports.join('\n')}\nexport const exposedModules = {\n${table.join('\n')}\n};\n`;
}

/**
 * The server build of an app (`dist/server/`): CommonJS for Node, which the host loads from the
 * release folder to render the first view of a page. Shared libraries are not bundled: the host
 * provides one copy of each to every build, as the shell does in the browser. CSS modules give only
 * their class names, the same as in the browser build.
 */
export function serverConfig({ dir, name, federation, serverEntry }) {
  const exposes = federation?.exposes;
  const virtualEntry = path.join(dir, 'server-exposes.js');
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dir,
    target: ['node20.19', 'es2022'],
    entry: exposes ? { exposes: virtualEntry } : { 'render-page': serverEntry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      uniqueName: name,
      clean: true,
    },
    externals: [
      ({ request }, callback) => {
        if (request && serverProvidedLibrary(request)) return callback(undefined, [serverLibrariesGlobal, request], 'global');
        return callback();
      },
    ],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['source', 'node', 'import', 'module', 'default'],
    },
    experiments: { css: true },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { ...cssModuleNames(name), exportsOnly: true } },
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: [swcLoader()] },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      exposes && new rspack.experiments.VirtualModulesPlugin({ [virtualEntry]: exposesModule(exposes) }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ].filter(Boolean),
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
