import { exposePages } from '@remac/remote-kit';
import { account } from '../lib/remote';
import { LoginRoute } from '../pages/login-route';
import { OrderRoute } from '../pages/order-route';
import { OrdersRoute } from '../pages/orders-route';
import { RegisterRoute } from '../pages/register-route';
import { ForgotPasswordRoute } from '../pages/forgot-password-route';
import { ResetPasswordRoute } from '../pages/reset-password-route';

export default exposePages(account, {
  'auth-login': LoginRoute,
  'auth-register': RegisterRoute,
  'auth-forgot-password': ForgotPasswordRoute,
  'auth-reset-password': ResetPasswordRoute,
  orders: OrdersRoute,
  'orders-id': OrderRoute,
});
