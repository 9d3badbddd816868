import { OrdersList } from '../features/orders/orders-list';
import { useSessionBridge } from '../features/session/use-session-bridge';

export function OrdersRoute() {
  useSessionBridge();
  return <OrdersList />;
}
