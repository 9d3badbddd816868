import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposedModuleNames } from '@remac/shared-contracts';
import { createConfig } from '../../tools/rspack/create-config.mjs';
import { exposesFileOf } from './exposes-file-of.mjs';

/**
 * The whole rspack configuration of a remote, from its folder: the name and dev port come from its
 * package.json (`"remac": { "role": "remote", "devPort": … }`, name `@remac/<remote>`), the `exposes`
 * map from the route and slot tables of shared-contracts (`./Page` → `src/exposes/page.tsx`).
 * A remote's `rspack.config.mjs` is `export default createRemoteConfig(import.meta.url)`.
 */
export function createRemoteConfig(configUrl) {
  const dir = path.dirname(fileURLToPath(configUrl));
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = pkg.name.replace(/^@remac\//, '');
  const exposes = Object.fromEntries(exposedModuleNames(name).map((module) => [`./${module}`, exposesFileOf(module)]));
  const missing = Object.values(exposes).filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length) throw new Error(`${name} must expose what the route and slot tables give it; missing ${missing.join(', ')}`);
  return createConfig({
    dir,
    name,
    port: pkg.remac?.devPort,
    federation: { filename: 'remoteEntry.js', manifest: true, exposes },
    // The standalone harness (npm run dev -w <remote>): the remote's pages and fragments without the shell.
    html: { template: fileURLToPath(new URL('./index.html', import.meta.url)), title: `${name} remote — standalone` },
    devServer: {
      proxy: [{ context: ['/graphql', '/media'], target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}` }],
    },
  });
}
