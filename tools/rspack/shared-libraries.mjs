import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Singletons shared whole through the federation plugin; a subpath prefix (`react/`) shares every
 * deep import too.
 */
const wholeLibraries = {
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
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
 * The shell (`host: true`) shares the whole libraries eagerly, in its first script (they are needed
 * before anything renders, and a remote never replaces the shell's copy) and registers the provided
 * ones itself at run time; a remote shares both kinds, to consume the shell's copies.
 */
export function sharedLibraries(workspaceDir, dependencies, { host = false } = {}) {
  const shared = {};
  const share = (key, library) => {
    const version = installedVersion(workspaceDir, library);
    shared[key] = { singleton: true, requiredVersion: `^${version}`, version, eager: host };
  };
  for (const [library, keys] of Object.entries(wholeLibraries)) {
    if (library in dependencies) for (const key of keys) share(key, key.replace(/\/$/, ''));
  }
  if (host) return shared;
  for (const [library, keys] of Object.entries(providedByShellAtRunTime)) {
    if (library in dependencies) for (const key of keys) share(key, library);
  }
  return shared;
}

/**
 * On the server the host provides the same singletons to the shell's and every remote's server
 * build, through one global object (builds are loaded from release folders, which cannot resolve
 * packages themselves). `graphql` and React Router's core come along: they hold the identities the
 * libraries above compare against.
 */
export const serverLibrariesGlobal = '__remacServerLibraries';
export const serverProvidedLibraries = [
  ...Object.keys(wholeLibraries),
  ...Object.keys(providedByShellAtRunTime),
  'react-router',
  'graphql',
];

/** The library a request belongs to when the host provides it on the server (`react/jsx-runtime` → react). */
export function serverProvidedLibrary(request) {
  return serverProvidedLibraries.find((library) => request === library || request.startsWith(`${library}/`));
}
