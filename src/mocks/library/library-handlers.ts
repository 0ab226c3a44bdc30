import type { HttpHandler } from 'msw';
import { circulationHandlers } from './circulation/circulation-handlers';
import './lib-seeders';
import { reportsHandlers } from './reports/reports-handlers';

/** The demo backend's library circulation, reports and dashboard, before the generic handlers. */
export const libHandlers: HttpHandler[] = [...circulationHandlers, ...reportsHandlers];
