import { http, HttpResponse } from 'msw';
import { procurementFigures } from '../../modules/procurement/cost-reports/dashboard-figures';
import { PROCUREMENT_DASHBOARDS } from '../../modules/procurement/procurement-dashboards';
import { listRecords } from '../core/record-store';
import { ensureSeeded } from '../core/seeds/ensure-seeded';
import { authorise } from '../core/sessions/authorise';
import { partyLedger } from './party-ledger-store';
import { supplierNames } from '../core/inward/receipt-context';
import { receiptsOf, type StoredOrder } from '../core/inward/receipt-store';
import { serverToday } from '../core/server-dates';

const ORDERS = 'procurement.purchase-orders';

/** The procurement dashboard's figures from the orders, the goods receipts and the supplier ledger, as on today. */
export const procurementDashboardHandlers = PROCUREMENT_DASHBOARDS.map((dashboard) =>
  http.post(`*/${dashboard.endpoint}`, async ({ request }) => {
    const session = await authorise(request, dashboard.screen.code!, 'read');
    if (session instanceof Response) return session;
    const companyCode = session.companyCode;
    await ensureSeeded(ORDERS, companyCode);
    const [orders, receipts, ledger, names] = await Promise.all([
      listRecords<StoredOrder>(ORDERS, companyCode),
      receiptsOf(companyCode),
      partyLedger(companyCode),
      supplierNames(companyCode),
    ]);
    const figures = procurementFigures({
      orders,
      receipts: receipts.map((receipt) => receipt.header),
      ledger,
      month: serverToday().slice(0, 7),
      supplierName: (id) => names.get(id) ?? id,
    });
    return HttpResponse.json(figures);
  }),
);
