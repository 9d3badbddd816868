import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { useLeaveWhenLoggedIn } from '../features/auth/use-leave-when-logged-in';
import { useSessionBridge } from '../features/session/use-session-bridge';

export function ForgotPasswordRoute() {
  useSessionBridge();
  useLeaveWhenLoggedIn();
  return <ForgotPasswordForm />;
}
