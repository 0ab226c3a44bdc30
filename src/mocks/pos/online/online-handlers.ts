import type { HttpHandler } from 'msw';

/** The demo backend's handlers of the shop's online orders, their dispatch and billing. */
export const onlineOrderHandlers: HttpHandler[] = [];
