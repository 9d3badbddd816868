import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { prefetchQuery } from '@remac/remote-kit';
import { INFO_BAR_PROMOTION_TYPE } from '@remac/shared-contracts/graphql';
import { GetShippingBannerDocument } from '../../../lib/graphql/generated';

const variables = { type: [INFO_BAR_PROMOTION_TYPE] };

/** Spec §7 Banner: the first shipping promotion; its excerpt is the info bar's text. */
export function useShippingBanner() {
  const { data } = useQuery(GetShippingBannerDocument, { variables });
  return data?.banner.nodes[0]?.excerpt ?? null;
}

/** The same query fetched ahead of the server's render. */
export const fetchShippingBanner = (client: ApolloClient) => prefetchQuery(client, { query: GetShippingBannerDocument, variables });
