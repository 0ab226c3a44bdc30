import type { HttpHandler } from 'msw';

/**
 * Owned by WP1 (issue 20). Fee collection and the fee ledger (FD_ROUTES.feeRequirements … feeLedger: requirements, dues with the fine preview, save through issueFeeReceipt, print, cancel, ledger), and optionally the front desk dashboard's figures.
 * A stub (no handlers) until WP1 lands; the module's handlers file spreads it.
 */
export const feesHandlers: HttpHandler[] = [];
