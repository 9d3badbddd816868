import { exposePages } from '@remac/remote-kit';
import { account } from '../lib/remote';
import { LoginRoute } from '../pages/login-route';
import { OrderRoute } from '../pages/order-route';
import { OrdersRoute } from '../pages/orders-route';
import { RegisterRoute } from '../pages/register-route';

export default exposePages(account, {
  'auth-login': LoginRoute,
  'auth-register': RegisterRoute,
  orders: OrdersRoute,
  'orders-id': OrderRoute,
});
