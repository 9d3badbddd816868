import { useQuery } from '@apollo/client/react';
import { GetPromotionsDocument } from '../../../lib/graphql/generated';

export function usePromotions() {
  return useQuery(GetPromotionsDocument);
}
