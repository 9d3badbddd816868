import { useQuery } from '@apollo/client/react';
import { INFO_BAR_PROMOTION_TYPE } from '@remac/shared-contracts/graphql';
import { GetShippingBannerDocument } from '../../../lib/graphql/generated';

/** Spec §7 Banner: the first shipping promotion; its excerpt is the info bar's text. */
export function useShippingBanner() {
  const { data } = useQuery(GetShippingBannerDocument, { variables: { type: [INFO_BAR_PROMOTION_TYPE] } });
  return data?.banner.nodes[0]?.excerpt ?? null;
}
