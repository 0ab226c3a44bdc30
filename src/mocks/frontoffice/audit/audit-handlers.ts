import type { HttpHandler } from 'msw';
import { foDashboardHandler } from './dashboard-handler';
import { nightAuditHandlers } from './night-audit-handlers';
import { foReportHandlers } from './report-handlers';
import { settingsHandlers } from './settings-handlers';

/** The demo backend's handlers of night audit, front office settings, the reports and the dashboard. */
export const foAuditHandlers: HttpHandler[] = [
  ...nightAuditHandlers,
  ...settingsHandlers,
  ...foReportHandlers,
  foDashboardHandler,
];
