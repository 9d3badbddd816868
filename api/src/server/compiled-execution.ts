import { useGraphQlJit } from '@envelop/graphql-jit';
import { getVariableValues, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * Whether a document has run `uses` times already, counting this run: compiling one costs 2–23 ms, several times
 * running it, so only the storefront's recurring operations are worth it, and a stream of ever-new documents never
 * is. `0` compiles every document at once (the PostgreSQL test phase, so the whole suite runs compiled too).
 */
export function compileAfterUses(uses: number): (document: DocumentNode) => boolean {
  const runs = new WeakMap<DocumentNode, number>();
  return (document) => {
    const count = (runs.get(document) ?? 0) + 1;
    runs.set(document, count);
    return count > uses;
  };
}

const onlyOperation = (document: DocumentNode) => {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 ? (operations[0] as OperationDefinitionNode) : null;
};

/**
 * Runs recurring operations as compiled JavaScript (graphql-jit) instead of walking the query for every request:
 * 14–19 % more product and search answers a second on the same cores (docs/performance.md). Documents are
 * the parser cache's, so compiled ones are dropped with them. `null` turns compiling off.
 */
export function compiledExecutionPlugin(afterUses: number | null) {
  if (afterUses === null) return [];
  const worthCompiling = compileAfterUses(afterUses);
  return [
    useGraphQlJit(
      {},
      {
        enableIf: ({ schema, document, variableValues }) => {
          // The plugin keeps one compiled operation per document: one naming several (the storefront's never do)
          // would have each answered as the first one asked for.
          const operation = onlyOperation(document);
          if (!operation || !worthCompiling(document)) return false;
          // graphql-jit words a bad variable its own way (no location, HTTP 200): those requests get the reference
          // executor's answer, a 400 with the spec's wording.
          return !getVariableValues(schema, operation.variableDefinitions ?? [], variableValues ?? {}).errors;
        },
        // Once per document (the outcome is kept): its requests are answered with these errors from then on.
        onError: ({ errors }) => console.warn(`GraphQL: an operation did not compile: ${errors?.map((error) => error.message).join('; ')}`),
      },
    ),
  ];
}
