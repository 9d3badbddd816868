import type { OrderRow } from '../checkout/orders/order-row.js';

/**
 * Orders hold one payment (method, installments, reference of a card charge), so its state follows the order:
 * a card charge or a completed order is paid; a failed or cancelled order's payment failed; the rest waits.
 */
export function paymentStateOf(order: Pick<OrderRow, 'state' | 'payment_reference'>): 'pending' | 'completed' | 'failed' | 'refunded' {
  if (order.state === 'refunded') return 'refunded';
  if (order.state === 'failed' || order.state === 'canceled') return 'failed';
  if (order.payment_reference || order.state === 'completed') return 'completed';
  return 'pending';
}

/** What the order charged beyond its items and shipping (a payment-method fee); never negative. */
export function paymentChargeCents(order: Pick<OrderRow, 'total_cents' | 'subtotal_cents' | 'shipment_cents'>): number {
  return Math.max(0, order.total_cents - order.subtotal_cents - order.shipment_cents);
}
