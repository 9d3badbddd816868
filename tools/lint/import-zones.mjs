import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The import zones of `import-x/no-restricted-paths` for every remote: the boundary rule (a remote
 * imports only shared-contracts and remote-kit, never another remote or the shell) and the one-way
 * flow inside it: shared (lib, components, testing) → features → pages → app and exposes, with
 * features that do not import each other.
 */
export function importZones(workspaces) {
  const others = (remote) => workspaces.filter((workspace) => workspace !== remote && !['contracts', 'kit'].includes(workspace.role));
  return workspaces
    .filter((workspace) => workspace.role === 'remote')
    .flatMap((remote) => {
      const src = `./${remote.folder}/src`;
      const features = existsSync(path.join(remote.dir, 'src', 'features'))
        ? readdirSync(path.join(remote.dir, 'src', 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
        : [];
      const boundary = `${remote.folder} may import only @remac/shared-contracts and @remac/remote-kit (docs/architecture.md, composition rule 1).`;
      return [
        ...others(remote).map((other) => ({ target: src, from: `./${other.folder}`, message: boundary })),
        ...['lib', 'components', 'testing'].map((shared) => ({
          target: `${src}/${shared}`,
          from: [`${src}/features`, `${src}/pages`, `${src}/app`, `${src}/exposes`],
          message: 'Shared code (lib, components, testing) is imported by features, pages and exposes, never the other way.',
        })),
        {
          target: `${src}/features`,
          from: [`${src}/pages`, `${src}/app`, `${src}/exposes`],
          message: 'Features are imported by pages and exposes, never the other way.',
        },
        { target: `${src}/pages`, from: [`${src}/app`, `${src}/exposes`], message: 'Pages are imported by exposes, never the other way.' },
        ...features.map((feature) => ({
          target: `${src}/features/${feature.name}`,
          from: `${src}/features`,
          except: [`./${feature.name}`],
          message: 'Features do not import each other: move what both need to lib or components, or compose them in a page.',
        })),
      ];
    });
}
