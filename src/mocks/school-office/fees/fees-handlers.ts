import type { HttpHandler } from 'msw';
import { feeDashboardHandler } from './fee-dashboard-handler';
import { feeReadHandlers } from './fee-read-handlers';
import { feeReceiptHandlers } from './fee-receipt-handlers';

/**
 * Fee collection and the fee ledger: requirements, dues with the fine preview, the ledger
 * (fee-read-handlers.ts); the receipts' list, save through issueFeeReceipt, print and cancel (fee-receipt-handlers.ts);
 * the front desk dashboard's figures (fee-dashboard-handler.ts). The front desk's handlers file spreads it.
 */
export const feesHandlers: HttpHandler[] = [...feeReadHandlers, ...feeReceiptHandlers, feeDashboardHandler];
