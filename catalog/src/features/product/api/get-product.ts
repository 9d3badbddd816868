import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GetProductDocument, type GetProductQuery } from '../../../lib/graphql/generated';

export type ProductDetail = NonNullable<GetProductQuery['product']>;
export type ProductVariant = ProductDetail['variants'][number];

/** A product by slug with its variants, related and similar products. */
export function useProduct(slug: string) {
  return useQuery(GetProductDocument, { variables: { slug } });
}

/** The same query fetched ahead of the server's render. */
export const fetchProduct = (client: ApolloClient, slug: string) =>
  prefetchQuery(client, { query: GetProductDocument, variables: { slug } });
