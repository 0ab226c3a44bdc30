import type { HttpHandler } from 'msw';
import { inwardHandlers } from './inward/inward-handlers';
import { processHandlers } from './process/process-handlers';

/**
 * The demo backend's quality control: test masters, goods-receipt and process tests and approvals, reports and the
 * dashboard.
 */
export const qcHandlers: HttpHandler[] = [...inwardHandlers, ...processHandlers];
