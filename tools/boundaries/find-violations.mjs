import path from 'node:path';

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importSpecifiers(source) {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]);
}

/**
 * The composition rule: a workspace reaches another only through `@remac/shared-contracts`.
 * `workspaces` is [{ folder, name, dir }]; `file` is an absolute path inside `from`.
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
    if (!target || target.folder === from.folder || target.role === 'contracts') continue;
    violations.push({ file, specifier, reason: `${from.folder} must not import ${target.folder}` });
  }
  return violations;
}
