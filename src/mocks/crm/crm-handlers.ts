import type { HttpHandler } from 'msw';
import { leadHandlers } from './leads/lead-handlers';
import { orderHandlers } from './orders/order-handlers';
import { quotationHandlers } from './quotations/quotation-handlers';
import { targetHandlers } from './targets/target-handlers';

/**
 * The demo backend's CRM: leads, quotations, orders, targets, agents, reports and the dashboard, before the generic
 * handlers.
 */
export const crmHandlers: HttpHandler[] = [...leadHandlers, ...quotationHandlers, ...orderHandlers, ...targetHandlers];
