import { LoginForm } from '../features/auth/login-form';
import { useLeaveWhenLoggedIn } from '../features/auth/use-leave-when-logged-in';
import { useSessionBridge } from '../features/session/use-session-bridge';

export function LoginRoute() {
  useSessionBridge();
  useLeaveWhenLoggedIn();
  return <LoginForm />;
}
