import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { registryProblem } from './registry-shape.mjs';

/** Remote manifests live on this host only when the registry gives a local path. */
async function readManifests(root, registry) {
  const manifests = new Map();
  for (const [name, entry] of Object.entries(registry.remotes)) {
    if (!entry.manifest.startsWith('/')) continue;
    try {
      manifests.set(name, { url: entry.manifest, manifest: JSON.parse(await readFile(path.join(root, entry.manifest), 'utf8')) });
    } catch {
      // A manifest that cannot be read here is left to the browser, which reports it as usual.
    }
  }
  return manifests;
}

/**
 * The current registry of a host folder and the manifests it points to, read again only when the
 * registry file changes. A registry that is not JSON or not of the registry's shape would take every
 * remote off every page: the last good one stays in service, and each bad version of the file is
 * logged once, as an error. Resolves to null while no good registry was ever read.
 */
export function releaseReader(root, log) {
  const registryFile = path.join(root, 'registry.json');
  let good = null;
  let reading = { key: null, release: Promise.resolve(null) };

  async function read() {
    let registry;
    let problem;
    try {
      registry = JSON.parse(await readFile(registryFile, 'utf8'));
      problem = registryProblem(registry);
    } catch (error) {
      problem = `it cannot be read as JSON (${error.message})`;
    }
    if (problem) {
      log.error(
        `registry.json is invalid: ${problem}. ${good ? 'Still serving the last good registry' : 'No good registry yet: pages carry no remotes'}; fix or republish the file.`,
      );
      return good;
    }
    good = { registry, manifests: await readManifests(root, registry) };
    return good;
  }

  return async function currentRelease() {
    let info;
    try {
      info = await stat(registryFile);
    } catch {
      return good;
    }
    const key = `${info.mtimeMs}:${info.size}`;
    // Requests arriving while a version is read wait for it, so none is served without a registry.
    if (reading.key !== key) reading = { key, release: read() };
    return reading.release;
  };
}
