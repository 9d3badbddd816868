import {
  GraphQLError, getNamedType, getNullableType, isListType, isObjectType, isInterfaceType, Kind,
  type FragmentDefinitionNode, type GraphQLSchema, type GraphQLOutputType, type SelectionSetNode, type ValidationRule,
} from 'graphql';

const DEFAULT_LIST_SIZE = 5;

interface Walk {
  schema: GraphQLSchema;
  fragments: (name: string) => FragmentDefinitionNode | null | undefined;
}

/** Depth of nested selections and estimated cost: each object field 1, times the size of every list above it. */
function measure(walk: Walk, set: SelectionSetNode, type: GraphQLOutputType, depth: number, seen: Set<string>): { depth: number; cost: number } {
  let maxDepth = depth;
  let cost = 0;
  const parent = getNamedType(type);
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) continue;
      const field = parent.getFields()[selection.name.value];
      if (!field) continue;
      const firstArg = selection.arguments?.find((arg) => arg.name.value === 'first');
      const listed = isListType(getNullableType(field.type));
      const size = firstArg?.value.kind === Kind.INT ? Number(firstArg.value.value)
        : firstArg || field.args.some((arg) => arg.name === 'first') ? 24 : listed ? DEFAULT_LIST_SIZE : 1;
      const inner = measure(walk, selection.selectionSet, field.type, depth + 1, seen);
      maxDepth = Math.max(maxDepth, inner.depth);
      cost += 1 + Math.max(size, 1) * inner.cost;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(walk, selection.selectionSet, type, depth, seen);
      maxDepth = Math.max(maxDepth, inner.depth);
      cost += inner.cost;
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments(name);
      if (!fragment || seen.has(name)) continue;
      const inner = measure(walk, fragment.selectionSet, type, depth, new Set([...seen, name]));
      maxDepth = Math.max(maxDepth, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth: maxDepth, cost };
}

/** Rejects operations nested deeper than maxDepth or costing more than maxCost. */
export function queryLimitsRule(maxDepth: number, maxCost: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = node.operation === 'mutation' ? schema.getMutationType() : node.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
      if (!root) return;
      const result = measure({ schema, fragments: (name) => context.getFragment(name) }, node.selectionSet, root, 0, new Set());
      if (result.depth > maxDepth) {
        context.reportError(new GraphQLError(`Query is too deep: ${result.depth} levels, the limit is ${maxDepth}`, { nodes: [node], extensions: { code: 'QUERY_TOO_DEEP' } }));
      } else if (result.cost > maxCost) {
        context.reportError(new GraphQLError(`Query is too expensive: cost ${result.cost}, the limit is ${maxCost}`, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
      }
    },
  });
}
