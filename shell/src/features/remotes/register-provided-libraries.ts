import { registerShared } from '@module-federation/enhanced/runtime';
import type { HostProvidedLibrary } from '@remac/shared-contracts';
import { providedLibraries } from './provided-libraries';

type PackageVersions = Record<string, string>;
declare const __PROVIDED_LIBRARY_VERSIONS__: PackageVersions;

/** `@apollo/client/react` → `@apollo/client`; `rxjs` → `rxjs`. */
function packageOf(library: string): string {
  const parts = library.split('/');
  return library.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Puts the shell's copies of the host-provided libraries into the federation share scope before any
 * remote starts, as already-loaded singletons: every remote then uses these (one router, one Apollo
 * cache, one i18next) and never downloads its own fallback copy.
 */
export function registerProvidedLibraries(versions: PackageVersions = __PROVIDED_LIBRARY_VERSIONS__): void {
  const shared: Parameters<typeof registerShared>[0] = {};
  for (const [library, exports] of Object.entries(providedLibraries) as [HostProvidedLibrary, object][]) {
    const version = versions[packageOf(library)];
    if (!version) {
      // Without a version the remotes fall back to their own copies: slower, but the page still works.
      console.error(`[shell] no version known for the provided library ${library}`);
      continue;
    }
    // `__esModule` lets a remote's `import x from 'i18next'` read `default` instead of the whole object.
    const module = { __esModule: true, ...exports };
    shared[library] = {
      version,
      scope: 'default',
      lib: () => module,
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    };
  }
  registerShared(shared);
}
