import type { ProductWhere } from '../../generated/graphql.js';

type Where = ProductWhere | null | undefined;

/** The fields of `ProductWhere` a facet's own choice sets (its values combine with OR inside the facet). */
const fieldsOf: Record<string, readonly (keyof ProductWhere)[]> = {
  category: ['taxons'],
  condition: ['conditions'],
  grade: ['grades'],
  brand: ['brands'],
  price: ['priceMin', 'priceMax'],
  availability: ['inStock'],
};

const present = (value: unknown) => value !== null && value !== undefined && (!Array.isArray(value) || value.length > 0);

/** Whether the filter narrows the result by this facet's own values. */
export function constrainsFacet(where: Where, facet: string): boolean {
  if (!where) return false;
  const fields = fieldsOf[facet];
  if (fields) return fields.some((field) => present(where[field]));
  return (where.options ?? []).some((option) => option.name === facet && option.values.length > 0);
}

/**
 * The filter without this facet's own choice: a facet's counts are taken over the products every
 * OTHER facet lets through, so ticking one value leaves its siblings selectable with their real counts.
 */
export function withoutFacet(where: Where, facet: string): ProductWhere {
  const rest: ProductWhere = { ...(where ?? {}) };
  const fields = fieldsOf[facet];
  if (fields) for (const field of fields) delete rest[field];
  else if (rest.options) rest.options = rest.options.filter((option) => option.name !== facet);
  return rest;
}

/** Only this facet's own choice (the condition a product must pass to count as chosen by it). */
export function onlyFacet(where: Where, facet: string): ProductWhere {
  const own: ProductWhere = {};
  const fields = fieldsOf[facet];
  if (fields) for (const field of fields) (own as Record<string, unknown>)[field] = where?.[field];
  else own.options = (where?.options ?? []).filter((option) => option.name === facet);
  return own;
}
