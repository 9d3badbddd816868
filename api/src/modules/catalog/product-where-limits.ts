import { PRODUCT_FILTER_MAX_OPTIONS, PRODUCT_FILTER_MAX_VALUES } from '@remac/shared-contracts/graphql';
import type { ProductWhere } from '../../generated/graphql.js';
import { badInput } from '../../lib/errors.js';

const listed = ['ids', 'slugs', 'taxons', 'brands', 'conditions', 'grades'] as const;

/**
 * Refuses a product filter larger than a shopper can make. Each option filter is a subquery of the search's one
 * statement, and the planner's work grows with their number: 100 option filters (a 3 kB request) kept the embedded
 * database, which answers one statement at a time, planning for 6.5 s while every other request waited. The limits
 * are more than any storefront page asks: a listing's URL names a few values per facet, a comparison 4 products.
 */
export function checkProductWhere(where: ProductWhere | null | undefined): void {
  if (!where) return;
  for (const field of listed) {
    if ((where[field]?.length ?? 0) > PRODUCT_FILTER_MAX_VALUES) {
      throw badInput(`where.${field} takes at most ${PRODUCT_FILTER_MAX_VALUES} values`, `where.${field}`);
    }
  }
  const options = where.options ?? [];
  if (options.length > PRODUCT_FILTER_MAX_OPTIONS) {
    throw badInput(`where.options takes at most ${PRODUCT_FILTER_MAX_OPTIONS} option filters`, 'where.options');
  }
  if (new Set(options.map((option) => option.name)).size < options.length) {
    throw badInput('where.options names each option once (its values are alternatives)', 'where.options');
  }
  if (options.some((option) => option.values.length > PRODUCT_FILTER_MAX_VALUES)) {
    throw badInput(`An option filter takes at most ${PRODUCT_FILTER_MAX_VALUES} values`, 'where.options');
  }
}
