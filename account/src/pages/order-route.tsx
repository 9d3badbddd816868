import type { RemotePageProps } from '@remac/shared-contracts';
import { OrderDetail } from '../features/orders/order-detail';
import { useSessionBridge } from '../features/session/use-session-bridge';

export function OrderRoute({ params }: Pick<RemotePageProps, 'params'>) {
  useSessionBridge();
  return <OrderDetail number={params.id ?? ''} />;
}
