import { useQuery } from '@apollo/client/react';
import { SeoLookupDocument, type SeoType } from '../../graphql/generated';

/** Spec §2/§7: the SEO translations of a route id, sent with the client id. */
export function useSeoLookup(slug: string, type: SeoType, client: string) {
  return useQuery(SeoLookupDocument, { variables: { slug, type, client } });
}
