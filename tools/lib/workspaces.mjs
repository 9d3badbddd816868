import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every workspace with its role from `"remac": { "role": … }` in its package.json. */
export function workspaces() {
  return readJson(path.join(repoRoot, 'package.json'))
    .workspaces.map((folder) => {
      const dir = path.join(repoRoot, folder);
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest)) return null;
      const pkg = readJson(manifest);
      return {
        folder,
        dir,
        name: pkg.name,
        version: pkg.version,
        role: pkg.remac?.role,
        devPort: pkg.remac?.devPort,
        scripts: pkg.scripts ?? {},
      };
    })
    .filter(Boolean);
}

/** A remote's folder outside the workspaces list, when its package.json is `@remac/<name>` with the remote role. */
export function remoteAt(dir, name) {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return null;
  const pkg = readJson(manifest);
  return pkg.name === `@remac/${name}` && pkg.remac?.role === 'remote'
    ? { folder: name, dir, name: pkg.name, version: pkg.version, role: 'remote' }
    : null;
}

export const remotes = () => workspaces().filter((workspace) => workspace.role === 'remote');
export const workspaceByFolder = (folder) => workspaces().find((workspace) => workspace.folder === folder);
