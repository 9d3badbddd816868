import type { RemotePageProps } from '@remac/shared-contracts';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { useSessionBridge } from '../features/session/use-session-bridge';

export function ResetPasswordRoute({ params }: Pick<RemotePageProps, 'params'>) {
  useSessionBridge();
  return <ResetPasswordForm token={params.id ?? ''} />;
}
