import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  }
}

/** Written to a temporary file and renamed, so the host never serves half a registry. */
async function writeJsonAtomically(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

/**
 * `registry.json` is what browsers read (remote → manifest URL and version);
 * `releases.json` keeps each remote's released versions, newest last, for rollback.
 */
export function registryStore(hostDir) {
  const registryFile = path.join(hostDir, 'registry.json');
  const releasesFile = path.join(hostDir, 'releases.json');
  return {
    readRegistry: () => readJson(registryFile, { remotes: {} }),
    readReleases: () => readJson(releasesFile, {}),
    async point(name, version) {
      const registry = await readJson(registryFile, { remotes: {} });
      registry.remotes[name] = { manifest: `/remotes/${name}/${version}/mf-manifest.json`, version };
      await writeJsonAtomically(registryFile, registry);
    },
    writeReleases: (releases) => writeJsonAtomically(releasesFile, releases),
  };
}
