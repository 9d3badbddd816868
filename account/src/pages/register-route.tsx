import { RegisterForm } from '../features/auth/register-form';
import { useLeaveWhenLoggedIn } from '../features/auth/use-leave-when-logged-in';
import { useSessionBridge } from '../features/session/use-session-bridge';

export function RegisterRoute() {
  useSessionBridge();
  useLeaveWhenLoggedIn();
  return <RegisterForm />;
}
