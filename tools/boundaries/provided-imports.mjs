import { runtimeImports } from './named-imports.mjs';

/** Libraries the shell provides to remotes at run time, with every specifier that reaches them. */
const providedFamilies = [/^react-router(-dom)?(\/|$)/, /^@apollo\/client(\/|$)/, /^i18next$/, /^react-i18next(\/|$)/, /^rxjs(\/|$)/];

/** Remote and kit files that never reach the composed page: the standalone harness, test helpers, tests. */
export function isHarnessOrTest(relativePath) {
  return /^src\/(app|harness|testing)\//.test(relativePath) || /(^|\/)__tests__\//.test(relativePath) || /\.test\.tsx?$/.test(relativePath);
}

/**
 * A remote may import from a shell-provided library only the exports the contract lists: any other
 * name would be undefined in the composed shop although it works in the standalone harness.
 */
export function providedImportViolations({ file, source, provided }) {
  const violations = [];
  for (const { specifier, name } of runtimeImports(file, source)) {
    if (!providedFamilies.some((family) => family.test(specifier))) continue;
    const names = provided[specifier];
    if (!names) {
      violations.push({
        file,
        specifier,
        reason: `the shell does not provide '${specifier}' (provided: ${Object.keys(provided).join(', ')})`,
      });
    } else if (!names.includes(name)) {
      const what = name === '*' ? 'a namespace import' : `'${name}'`;
      violations.push({
        file,
        specifier,
        reason: `the shell does not provide ${what} of '${specifier}': add it to hostProvidedExports in shared-contracts first`,
      });
    }
  }
  return violations;
}
