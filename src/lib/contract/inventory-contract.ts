import type { ContractRoute } from './contract-route';
import { INVENTORY_MASTERS_CONTRACT } from './inventory-masters-contract';
import { INVENTORY_REPORT_ROUTES, INVENTORY_REPORTS_CONTRACT } from './inventory-reports-contract';
import { INVENTORY_STOCK_CONTRACT } from './inventory-stock-contract';

/**
 * 03-procurement's inventory, settings and report routes (stores, departments, stock transactions, costing, account
 * assignment, purchase and stock reports) whose schemas are written out here rather than read from the contract's
 * generic bodies (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the
 * reason).
 */
export const INVENTORY_CONTRACT: readonly ContractRoute[] = [
  ...Object.values(INVENTORY_MASTERS_CONTRACT),
  ...Object.values(INVENTORY_STOCK_CONTRACT),
  ...Object.values(INVENTORY_REPORTS_CONTRACT),
  ...INVENTORY_REPORT_ROUTES,
];
