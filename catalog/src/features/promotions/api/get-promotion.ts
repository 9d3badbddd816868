import { useQuery } from '@apollo/client/react';
import { GetPromotionDocument } from '../../../lib/graphql/generated';

export function usePromotion(slug: string) {
  return useQuery(GetPromotionDocument, { variables: { slug } });
}
