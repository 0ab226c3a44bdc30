import type { HttpHandler } from 'msw';
import { crmDashboardHandler } from '../reports/dashboard-handler';
import { crmReportHandlers } from '../reports/report-handlers';
import { commissionRoutes } from './commission-routes';
import { targetRoutes } from './target-routes';

/** Targets, the level-wise commission rules, the CRM reports and key reports, the CRM dashboard. */
export const targetHandlers: HttpHandler[] = [
  ...targetRoutes,
  ...commissionRoutes,
  ...crmReportHandlers,
  crmDashboardHandler,
];
