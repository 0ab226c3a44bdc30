import type { HttpHandler } from 'msw';
import './batch-seed';
import { dashboardHandler } from './dashboard-handler';
import { jobCardHandlers } from './job-card-handlers';
import { planHandlers } from './plan-handlers';
import { reportHandlers } from './report-handlers';

/** Batch planning, job cards, the pending processes, costing and wastage reports, the production dashboard. */
export const batchHandlers: HttpHandler[] = [...planHandlers, ...jobCardHandlers, ...reportHandlers, dashboardHandler];
