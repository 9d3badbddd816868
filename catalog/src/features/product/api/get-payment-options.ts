import { prefetchQuery } from '@remac/remote-kit';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GetPaymentOptionsDocument } from '../../../lib/graphql/generated';

/** Payment options with installment plans priced for an amount in cents. */
export function usePaymentOptions(amount: number) {
  return useQuery(GetPaymentOptionsDocument, { variables: { amount } });
}

/** The same query fetched ahead of the server's render. */
export const fetchPaymentOptions = (client: ApolloClient, amount: number) =>
  prefetchQuery(client, { query: GetPaymentOptionsDocument, variables: { amount } });
