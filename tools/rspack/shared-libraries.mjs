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

/**
 * The singletons the shell registers at run time, tree-shaken, under exactly the entry points of
 * shared-contracts' `hostProvidedExports` (a tools test keeps the two equal). The shell bundles them
 * like any library; a remote shares only these entry points, to take the shell's copies (its own
 * fallback copy, never loaded in the composed shop, keeps the library's internals to itself).
 */
export const providedByShellAtRunTime = {
  'react-router-dom': ['react-router-dom'],
  '@apollo/client': ['@apollo/client', '@apollo/client/react'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  rxjs: ['rxjs'],
};

function installedVersion(workspaceDir, name) {
  const require = createRequire(path.join(workspaceDir, 'package.json'));
  return require(`${name}/package.json`).version;
}

/** The installed version of each library the shell provides at run time, for its registration. */
export function providedLibraryVersions(shellDir) {
  return Object.fromEntries(Object.keys(providedByShellAtRunTime).map((library) => [library, installedVersion(shellDir, library)]));
}

/**
 * The `shared` option of a workspace: the singletons it depends on, each required at the
 * major.minor it was built with, so an incompatible copy is reported instead of silently duplicated.
 * The shell (`host: true`) shares its whole-library singletons eagerly, in its first script: they are
 * needed before anything renders, and a remote never replaces the shell's copy.
 */
export function sharedLibraries(workspaceDir, dependencies, { host = false } = {}) {
  const shared = {};
  for (const [library, keys] of Object.entries(singletons)) {
    if (!(library in dependencies)) continue;
    const provided = providedByShellAtRunTime[library];
    if (host && provided) continue;
    for (const key of provided ?? keys) {
      const packageName = provided ? library : key.replace(/\/$/, '');
      const version = installedVersion(workspaceDir, packageName);
      shared[key] = { singleton: true, requiredVersion: `^${version}`, version, eager: host };
    }
  }
  return shared;
}
