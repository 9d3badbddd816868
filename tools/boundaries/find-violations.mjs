import path from 'node:path';

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importSpecifiers(source) {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]);
}

/**
 * Which workspaces each role may import besides its own: everyone the contracts; a remote also the
 * remote kit; the kit's standalone harness (never part of a remote's federated modules) also the
 * shell, whose GraphQL client, i18n, locale sync and design tokens it reuses.
 */
export function mayDependOn(from, target) {
  if (target.role === 'contracts') return true;
  if (from.role === 'remote') return target.role === 'kit';
  return from.role === 'kit' && target.role === 'shell';
}

export function mayImport(from, target, file) {
  if (from.role === 'kit' && target.role === 'shell') return file.startsWith(path.join(from.dir, 'src', 'harness') + path.sep);
  return mayDependOn(from, target);
}

/**
 * The composition rule: a workspace reaches another only through what `mayImport` allows.
 * `workspaces` is [{ folder, name, dir, role }]; `file` is an absolute path inside `from`.
 */
export function violationsIn({ file, source, from, workspaces }) {
  const violations = [];
  for (const specifier of importSpecifiers(source)) {
    let target;
    if (specifier.startsWith('.')) {
      const resolved = path.resolve(path.dirname(file), specifier);
      target = workspaces.find((workspace) => resolved === workspace.dir || resolved.startsWith(workspace.dir + path.sep));
      if (!target && !resolved.startsWith(from.root + path.sep)) continue;
    } else {
      target = workspaces.find((workspace) => specifier === workspace.name || specifier.startsWith(`${workspace.name}/`));
    }
    if (!target || target.folder === from.folder || mayImport(from, target, file)) continue;
    violations.push({ file, specifier, reason: `${from.folder} must not import ${target.folder}` });
  }
  return violations;
}
