import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ProductPart } from './product-parts.js';

/** The Product fields whose resolvers read a part (product-resolvers.ts); a field missing here costs a statement. */
const partOfField: Record<string, ProductPart> = {
  category: 'taxons',
  condition: 'taxons',
  grade: 'taxons',
  brand: 'brand',
  properties: 'properties',
  warranties: 'warranties',
  master: 'variants',
  options: 'variants',
  variants: 'variants',
  defaultVariant: 'variants',
  related: 'related',
};

/** The parts the query selects of the product this field returns, fragments included. */
export function requestedParts(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): ProductPart[] {
  const parts = new Set<ProductPart>();
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const part = partOfField[selection.name.value];
        if (part) parts.add(part);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return [...parts];
}
