import { useQuery } from '@apollo/client/react';
import { GetCompareProductsDocument } from '../../../lib/graphql/generated';

/** The compared products with their properties, in the order they were added. */
export function useCompareProducts(ids: readonly string[]) {
  const { data, previousData } = useQuery(GetCompareProductsDocument, { variables: { ids: [...ids] }, skip: ids.length === 0 });
  const nodes = (data ?? previousData)?.products.nodes ?? [];
  return ids.flatMap((id) => nodes.filter((node) => node.id === id));
}
