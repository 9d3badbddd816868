import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  valueFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type FieldNode,
} from 'graphql';

/** Lists without a `first` argument are assumed to hold this many items. */
const DEFAULT_LIST_SIZE = 5;
/**
 * Each root field is at least one trip to the database; a search (full-text match, facet counts, trigram
 * suggestions: 50-500 ms on a loaded 2-core machine) weighs so much that the default limit admits one. PGlite
 * runs one statement at a time (in a thread of its own), so these weights bound the time one request holds it.
 */
const ROOT_FIELD_WEIGHT = 100;
const rootFieldWeights: Record<string, number> = { search: 2600 };

/**
 * Estimated cost of an operation: each object field costs 1 plus its children times the size of its list
 * (`first` as written, as given in the variables, or its default). Each named fragment is costed once per
 * operation, so fragments spread many times cost linear time to estimate, not exponential.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  const memo = new Map<string, number>();
  const values = { ...defaultsOf(operation), ...(variables ?? {}) };

  function fieldOf(parent: GraphQLNamedType, node: FieldNode): GraphQLField<unknown, unknown> | undefined {
    if (node.name.value === '__schema') return SchemaMetaFieldDef;
    if (node.name.value === '__type') return TypeMetaFieldDef;
    return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
  }

  function listSize(node: FieldNode, field: GraphQLField<unknown, unknown>): number {
    const argument = field.args.find((arg) => arg.name === 'first');
    const given = node.arguments?.find((arg) => arg.name.value === 'first');
    const value = (given && argument ? valueFromAST(given.value, argument.type, values) : undefined) ?? argument?.defaultValue;
    if (typeof value === 'number') return Math.max(value, 1);
    if (argument) return 24;
    return isListType(getNullableType(field.type)) ? DEFAULT_LIST_SIZE : 1;
  }

  function costOf(set: SelectionSetNode, parent: GraphQLNamedType | undefined): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = parent && fieldOf(parent, selection);
        if (parent === root && field && !field.name.startsWith('__')) cost += rootFieldWeights[field.name] ?? ROOT_FIELD_WEIGHT;
        if (!selection.selectionSet || !field) continue;
        cost += 1 + listSize(selection, field) * costOf(selection.selectionSet, getNamedType(field.type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += costOf(selection.selectionSet, type ?? undefined);
      } else {
        cost += fragmentCost(selection.name.value);
      }
    }
    return cost;
  }

  function fragmentCost(name: string): number {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    memo.set(name, 0); // a cycle (refused by validation anyway) costs nothing more
    const cost = fragment ? costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? undefined) : 0;
    memo.set(name, cost);
    return cost;
  }

  return costOf(operation.selectionSet, root ?? undefined);
}

/** Variables left out by the request take the defaults the operation declares. */
function defaultsOf(operation: OperationDefinitionNode): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const value = definition.defaultValue;
    if (value?.kind === Kind.INT) defaults[definition.variable.name.value] = Number(value.value);
  }
  return defaults;
}
