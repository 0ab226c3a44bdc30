import type { HttpHandler } from 'msw';

/** The demo backend's take-away handlers (counter billing extras: customers by phone, combos, happy hours, offers; day reports). */
export const takeawayHandlers: HttpHandler[] = [];
