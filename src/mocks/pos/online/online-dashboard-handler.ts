import { http, HttpResponse } from 'msw';
import { ONLINE_ORDER_ENDPOINTS as API } from '../../../modules/pos/online/domain/online-order-types';
import { onlineFigures } from '../../../modules/pos/online/domain/online-dashboard-figures';
import { POS } from '../../../menus/catalogue/pos';
import { billsDated } from '../../core/billing/billing-store';
import { serverToday } from '../../core/server-dates';
import { authorise } from '../../core/sessions/authorise';
import { onlineOrdersOf } from './online-order-store';

/** The e-commerce dashboard: the online orders and today's bills, as on the server's day. */
export const onlineDashboardHandler = http.post(`*/${API.dashboard}`, async ({ request }) => {
  const session = await authorise(request, POS.posOnlineDashboard.code!, 'read');
  if (session instanceof Response) return session;
  const today = serverToday();
  const [orders, bills] = await Promise.all([
    onlineOrdersOf(session.companyCode),
    billsDated(session.companyCode, today, today),
  ]);
  return HttpResponse.json(onlineFigures({ orders, bills, today }));
});
