import { useQuery } from '@apollo/client/react';
import { GetPaymentOptionsDocument } from '../../../lib/graphql/generated';

/** Payment options with installment plans priced for an amount in cents. */
export function usePaymentOptions(amount: number) {
  return useQuery(GetPaymentOptionsDocument, { variables: { amount } });
}
