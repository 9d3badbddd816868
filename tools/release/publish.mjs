import { cp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from './precompress.mjs';
import { registryStore } from './registry-store.mjs';
import { versionOf } from './version-of.mjs';

async function exists(target) {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies a remote's build into its own immutable folder `remotes/<name>/<version>/` and points the
 * registry at it. Publishing an identical build again only re-points the registry.
 */
export async function publishRemote({ name, distDir, hostDir, packageVersion }) {
  const version = await versionOf(distDir, packageVersion);
  const target = path.join(hostDir, 'remotes', name, version);
  if (!(await exists(target))) {
    const staging = `${target}.staging`;
    await rm(staging, { recursive: true, force: true });
    await cp(distDir, staging, { recursive: true });
    await precompress(staging);
    await rename(staging, target);
  }
  const store = registryStore(hostDir);
  const releases = await store.readReleases();
  const history = releases[name] ?? [];
  if (history.at(-1) !== version) releases[name] = [...history, version];
  await store.writeReleases(releases);
  await store.point(name, version);
  return version;
}

/** Points a remote back at the version released before the current one. */
export async function rollbackRemote({ name, hostDir }) {
  const store = registryStore(hostDir);
  const releases = await store.readReleases();
  const history = releases[name] ?? [];
  if (history.length < 2) throw new Error(`${name} has no earlier release to roll back to`);
  const previous = history.at(-2);
  releases[name] = history.slice(0, -1);
  await store.writeReleases(releases);
  await store.point(name, previous);
  return previous;
}

/** The shell is the host page itself: its hashed assets can sit side by side, its HTML is replaced. */
export async function publishShell({ distDir, hostDir }) {
  const target = path.join(hostDir, 'shell');
  const staging = `${target}.staging`;
  await rm(staging, { recursive: true, force: true });
  await cp(distDir, staging, { recursive: true });
  await precompress(staging);
  await rm(`${target}.old`, { recursive: true, force: true });
  if (await exists(target)) await rename(target, `${target}.old`);
  await rename(staging, target);
  await rm(`${target}.old`, { recursive: true, force: true });
}
