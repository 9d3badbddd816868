import ts from 'typescript';

/**
 * The runtime imports of a source file: module specifier → names imported by value
 * ('default' for a default import, '*' for a namespace import). Type-only imports are left out:
 * they vanish at build time.
 */
export function runtimeImports(fileName, source) {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports = [];
  const add = (specifier, name) => imports.push({ specifier, name });
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const specifier = statement.moduleSpecifier.text;
      if (!clause) continue;
      if (clause.isTypeOnly) continue;
      if (clause.name) add(specifier, 'default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) add(specifier, '*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
      }
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.exportClause;
      if (!clause) add(specifier, '*');
      else if (ts.isNamespaceExport(clause)) add(specifier, '*');
      else for (const element of clause.elements) if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
    }
  }
  return imports;
}
