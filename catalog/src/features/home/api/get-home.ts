import { useQuery } from '@apollo/client/react';
import { GetHomeDocument } from '../../../lib/graphql/generated';

/** Carousel slides, promotions and the newest products of the home page. */
export function useHome() {
  return useQuery(GetHomeDocument);
}
