import type { HttpHandler } from 'msw';
import { crmDashboardHandler } from '../reports/dashboard-handler';
import { crmReportHandlers } from '../reports/report-handlers';
import { commissionRoutes } from './commission-routes';
import { targetRoutes } from './target-routes';

/** Issue 21, owned by WP4: targets, the level-wise commission rules, the CRM reports and key reports, the CRM dashboard. */
export const targetHandlers: HttpHandler[] = [...targetRoutes, ...commissionRoutes, ...crmReportHandlers, crmDashboardHandler];
