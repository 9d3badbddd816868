import { createRequire } from 'node:module';
import path from 'node:path';

/** Libraries that must exist once per page; each listed subpath prefix shares every deep import too. */
const singletons = {
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
  'react-router-dom': ['react-router-dom', 'react-router'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  rxjs: ['rxjs', 'rxjs/'],
  '@apollo/client': ['@apollo/client', '@apollo/client/'],
  '@remac/shared-contracts': ['@remac/shared-contracts', '@remac/shared-contracts/'],
};

function installedVersion(workspaceDir, name) {
  const require = createRequire(path.join(workspaceDir, 'package.json'));
  const manifestName = name === 'react-router' ? 'react-router' : name;
  return require(`${manifestName}/package.json`).version;
}

/**
 * The `shared` option of a workspace: the singletons it depends on, each required at the
 * major.minor it was built with, so an incompatible copy is reported instead of silently duplicated.
 */
export function sharedLibraries(workspaceDir, dependencies) {
  const shared = {};
  for (const [library, keys] of Object.entries(singletons)) {
    if (!(library in dependencies)) continue;
    for (const key of keys) {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = installedVersion(workspaceDir, packageName);
      shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
    }
  }
  return shared;
}
