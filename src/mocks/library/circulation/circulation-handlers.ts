import type { HttpHandler } from 'msw';
import { dashboardHandler } from './dashboard-handler';
import { issueHandlers } from './issue-handlers';
import { journalHandlers } from './journal-handlers';
import { returnHandlers } from './return-handlers';

/**
 * Issues, returns with fines and journal receipts (LIB_ROUTES), and the library dashboard from real data
 * (LIB_ROUTES.dashboard): registered before the generic dashboards, it answers first.
 */
export const circulationHandlers: HttpHandler[] = [
  ...issueHandlers,
  ...returnHandlers,
  ...journalHandlers,
  dashboardHandler,
];
