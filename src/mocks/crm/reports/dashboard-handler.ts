import { http, HttpResponse } from 'msw';
import type { DashboardData } from '../../../engine/dashboard/dashboard';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { CRM } from '../../../menus/catalogue/crm';
import { achievementPercent, TARGET_TYPE } from '../../../modules/crm/domain/target-rules';
import { CRM_DASHBOARD_ENDPOINT } from '../../../modules/crm/reports/report-endpoints';
import { serverToday } from '../../core/server-dates';
import { authorise } from '../../core/sessions/authorise';
import { approvedSaleOrders, pendingOrderLines } from '../../core/sales/sale-orders';
import { liveSalesOf } from '../../core/sales/sale-store';
import { periodSummary } from '../targets/target-figures';
import { documentPaise, leadsOf, ordersOf, quotationsOf } from './crm-sources';

/** What approved orders still have to invoice: pending quantity × rate less discount (paise). */
async function pendingOrderPaise(companyCode: number): Promise<number> {
  const orders = await approvedSaleOrders(companyCode);
  if (orders.length === 0) return 0;
  return pendingOrderLines(orders, await liveSalesOf(companyCode), () => 0).reduce(
    (sum, line) => sum + Math.round(toPaise(line.rat) * line.pending * (1 - line.discper / 100)),
    0,
  );
}

/** The CRM dashboard from the stored leads, quotations, orders, invoices and targets. */
export const crmDashboardHandler = http.post(`*/${CRM_DASHBOARD_ENDPOINT}`, async ({ request }) => {
  const session = await authorise(request, CRM.crmDashboard.code!, 'read');
  if (session instanceof Response) return session;
  const company = session.companyCode;
  const today = serverToday();
  const month = today.slice(0, 7);
  const [leads, quotations, orders, pending, people] = await Promise.all([
    leadsOf(company),
    quotationsOf(company),
    ordersOf(company),
    pendingOrderPaise(company),
    periodSummary(company, Number(today.slice(0, 4)), TARGET_TYPE.month, Number(today.slice(5, 7))),
  ]);
  const open = leads.filter((lead) => lead.open);
  const byStage = new Map<string, number>();
  for (const lead of open) byStage.set(lead.stage, (byStage.get(lead.stage) ?? 0) + 1);
  const thisMonth = orders.filter((order) => order.dat.startsWith(month));
  const withTargets = people.filter((one) => one.target > 0 || one.achieved > 0);
  const target = withTargets.reduce((sum, one) => sum + toPaise(one.target), 0);
  const achieved = withTargets.reduce((sum, one) => sum + toPaise(one.achieved), 0);
  const answer: DashboardData = {
    cards: {
      openLeads: open.length,
      quotationsWaiting: quotations.filter((one) => one.pos === 1).length,
      ordersThisMonth: thisMonth.length,
      orderValueThisMonth: fromPaise(thisMonth.reduce((sum, one) => sum + documentPaise(one), 0)),
      pendingOrderValue: fromPaise(pending),
      achievement: achievementPercent(target, achieved) ?? 0,
    },
    charts: {
      leadsByStage: [...byStage].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value),
      targetsThisMonth: withTargets.map((one) => ({
        label: one.name,
        value: one.achieved,
        values: [one.target, one.achieved],
      })),
    },
  };
  return HttpResponse.json(answer);
});
