#!/usr/bin/env node
// Fails when a remote imports anything but shared-contracts and remote-kit (another remote, the shell),
// or the shell imports a remote's source: runtime loading through the registry is the only way in
// (ARCHITECTURE.md, composition rule 1).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mayDependOn, violationsIn } from './boundaries/find-violations.mjs';
import { isHarnessOrTest, providedImportViolations } from './boundaries/provided-imports.mjs';
import { repoRoot, workspaces } from './lib/workspaces.mjs';

const sourcePattern = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const skipped = new Set(['node_modules', 'dist', '.data']);

async function sourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
      return sourcePattern.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** The contract is read from the built shared-contracts (npm run build builds it first). */
async function hostProvidedExports() {
  try {
    return (await import(path.join(repoRoot, 'shared-contracts/dist/index.js'))).hostProvidedExports;
  } catch (error) {
    console.error('Build shared-contracts first (npm run build -w shared-contracts):', error.message);
    process.exit(1);
  }
}

const provided = await hostProvidedExports();
const all = workspaces();
const violations = [];
let checked = 0;
for (const workspace of all) {
  for (const file of await sourceFiles(workspace.dir)) {
    checked += 1;
    const source = await readFile(file, 'utf8');
    violations.push(...violationsIn({ file, source, from: { ...workspace, root: repoRoot }, workspaces: all }));
    if (['remote', 'kit'].includes(workspace.role) && /\.tsx?$/.test(file) && !isHarnessOrTest(path.relative(workspace.dir, file))) {
      violations.push(...providedImportViolations({ file, source, provided }));
    }
  }
  const pkg = JSON.parse(await readFile(path.join(workspace.dir, 'package.json'), 'utf8'));
  for (const dependency of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const target = all.find((other) => other.name === dependency);
    if (target && !mayDependOn(workspace, target)) {
      violations.push({
        file: `${workspace.folder}/package.json`,
        specifier: dependency,
        reason: `${workspace.folder} must not depend on ${target.folder}`,
      });
    }
  }
}

for (const { file, specifier, reason } of violations) console.error(`✗ ${path.relative(repoRoot, file)}: '${specifier}' — ${reason}`);
console.log(`Boundaries: ${checked} files in ${all.length} workspaces, ${violations.length} violations`);
process.exit(violations.length ? 1 : 0);
