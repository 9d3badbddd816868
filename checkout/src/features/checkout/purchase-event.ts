import type { Purchase } from '@remac/shared-contracts';
import type { OrderFieldsFragment } from '../../lib/graphql/generated';

const euros = (cents: number) => cents / 100;

/** Spec §3 purchase tracking fields for the shell's analytics (amounts in euros). */
export function purchaseEvent(order: OrderFieldsFragment): Purchase {
  return {
    orderNumber: order.number,
    total: euros(order.total.amount),
    currency: 'EUR',
    taxTotal: euros(order.taxTotal.amount),
    shipmentTotal: euros(order.shipmentTotal.amount),
    orderItems: order.items.map((item) => ({
      variant: { sku: item.sku, name: item.name, label: item.label ?? '' },
      product: { brand: 'Apple', categories: [] },
      quantity: item.quantity,
      price: euros(item.price.amount),
    })),
  };
}
