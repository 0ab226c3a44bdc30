import type { HttpHandler } from 'msw';
import { bookSaleHandlers } from './book-sale-handlers';
import { complaintHandlers } from './complaint-handlers';
import { eventHandlers } from './event-handlers';
import { visitorHandlers } from './visitor-handlers';

/**
 * Visitors, complaints, meetings, trainings and book sales (FD_ROUTES.visitors … cancelBookSale);
 * the module's handlers file spreads it.
 */
export const deskHandlers: HttpHandler[] = [
  ...visitorHandlers,
  ...complaintHandlers,
  ...eventHandlers,
  ...bookSaleHandlers,
];
