import { http, HttpResponse, type HttpHandler } from 'msw';
import { MIS_DASHBOARD_ENDPOINTS, type MisDashboardData } from '../../modules/workspace/dashboards/mis-dashboards';
import { requireSession } from '../core/sessions/auth';
import { can } from '../../lib/permissions/can';
import { dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import {
  mainFigures,
  manufacturingFigures,
  operationsFigures,
  peopleFigures,
  realEstateFigures,
  salesFigures,
  schoolFigures,
} from './dashboard-figures';

/**
 * The ledger's figures (balances, income, expenses, receivables): only for users who may open the accounts dashboard.
 */
const MONEY_FIGURES = new Set(['cash', 'bank', 'income', 'expenses', 'receivables', 'monthly', 'balances']);

function withoutMoney(data: MisDashboardData): MisDashboardData {
  const keep = <T>(figures: Readonly<Record<string, T>>) =>
    Object.fromEntries(Object.entries(figures).filter(([name]) => !MONEY_FIGURES.has(name)));
  return { ...data, cards: keep(data.cards), charts: keep(data.charts) };
}

/**
 * A dashboard call: any signed-in user (the dashboards are open to all), figures of the user's company; money only with
 * the accounts right.
 */
function dashboardCall(endpoint: string, figures: (company: number) => Promise<MisDashboardData>): HttpHandler {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const session = await requireSession(request);
    if (session instanceof Response) return session;
    const data = await figures(session.companyCode);
    const seesMoney = can({ usr: { rCode: session.user.rCode }, roles: session.roles }, dashboardCode(MODULE.accounts));
    return HttpResponse.json(seesMoney ? data : withoutMoney(data));
  });
}

/**
 * The MIS dashboards' figures (POST api/MisDashboard/GetDashboard...), computed from the company's demo records and
 * ledger.
 */
export const dashboardDataHandlers: HttpHandler[] = [
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.main, mainFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.v2, salesFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.v3, operationsFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.v4, peopleFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.usine, manufacturingFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.real, realEstateFigures),
  dashboardCall(MIS_DASHBOARD_ENDPOINTS.shiksha, schoolFigures),
];
