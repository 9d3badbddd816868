import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
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
  excerpt: 'texts',
  description: 'texts',
  images: 'images',
};

type Info = Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>;

/** The fields selected in these selection sets, through fragments and inline fragments. */
function fieldsIn(selectionSets: readonly (SelectionSetNode | undefined)[], fragments: Info['fragments']): FieldNode[] {
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return fields;
}

const partsOf = (fields: FieldNode[]) => [...new Set(fields.flatMap((field) => partOfField[field.name.value] ?? []))];

/** The parts the query selects of the product this field returns, fragments included. */
export function requestedParts(info: Info): ProductPart[] {
  return partsOf(
    fieldsIn(
      info.fieldNodes.map((node) => node.selectionSet),
      info.fragments,
    ),
  );
}

/** The parts the query selects of the products in this field's `field` (a search's `nodes`). */
export function requestedPartsWithin(info: Info, field: string): ProductPart[] {
  const inner = fieldsIn(
    info.fieldNodes.map((node) => node.selectionSet),
    info.fragments,
  ).filter((node) => node.name.value === field);
  return partsOf(
    fieldsIn(
      inner.map((node) => node.selectionSet),
      info.fragments,
    ),
  );
}
