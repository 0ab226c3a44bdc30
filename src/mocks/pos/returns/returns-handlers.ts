import type { HttpHandler } from 'msw';
import { debitNoteHandlers } from './debit-note-handlers';
import { saleReturnHandlers } from './sale-return-handlers';

/** The demo backend's handlers of sale returns against POS bills and of customer debit notes. */
export const returnsHandlers: HttpHandler[] = [...saleReturnHandlers, ...debitNoteHandlers];
