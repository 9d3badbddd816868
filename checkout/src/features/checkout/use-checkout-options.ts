import { useQuery } from '@apollo/client/react';
import { useWatch, type Control } from 'react-hook-form';
import { CheckoutOptionsDocument } from '../../lib/graphql/generated';
import type { CheckoutValues } from './checkout-schema';

/** Shipping and payment methods for the delivery postal code, read live whenever it or the shipping method changes. */
export function useCheckoutOptions(token: string | null, control: Control<CheckoutValues>) {
  const [shipToBilling, billingCode, shippingCode, shippingMethod] = useWatch({
    control,
    name: ['shipToBilling', 'billing.postalCode', 'shipping.postalCode', 'shippingMethod'],
  }) as [boolean, string, string, string];
  const postalCode = (shipToBilling ? billingCode : shippingCode)?.replace(/\s+/g, '') ?? '';
  const ready = Boolean(token) && /^\d{5}$/.test(postalCode);
  const query = useQuery(CheckoutOptionsDocument, {
    variables: { token: token ?? '', postalCode, shippingMethod: shippingMethod || null },
    skip: !ready,
    fetchPolicy: 'network-only',
  });
  return {
    options: ready ? (query.data?.checkoutOptions ?? query.previousData?.checkoutOptions ?? null) : null,
    postalField: shipToBilling ? 'billing.postalCode' : 'shipping.postalCode',
    error: query.error,
  };
}
