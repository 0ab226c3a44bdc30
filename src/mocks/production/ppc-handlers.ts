import type { HttpHandler } from 'msw';
import { batchHandlers } from './batches/batch-handlers';
import { outsourcingHandlers } from './outsourcing/outsourcing-handlers';
import { planningHandlers } from './planning/planning-handlers';

/**
 * The demo backend's production: masters, mass planning, batches and job cards, outsourcing, reports and the dashboard.
 */
export const ppcHandlers: HttpHandler[] = [...planningHandlers, ...batchHandlers, ...outsourcingHandlers];
