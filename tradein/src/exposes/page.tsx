import { exposePages } from '@remac/remote-kit';
import { tradein } from '../lib/remote';
import { RepairRoute } from '../pages/repair-route';
import { RequestRoute } from '../pages/request-route';
import { SaleRoute } from '../pages/sale-route';

export default exposePages(tradein, { sale: SaleRoute, repair: RepairRoute, 'request-id': RequestRoute });
