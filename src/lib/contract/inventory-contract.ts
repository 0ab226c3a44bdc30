import type { ContractRoute } from './contract-route';

/**
 * 03-procurement's inventory, settings and report routes (stores, departments, stock transactions, costing, account
 * assignment, purchase and stock reports) whose schemas are written out here rather than read from the contract's
 * generic bodies (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the
 * reason).
 */
export const INVENTORY_CONTRACT: readonly ContractRoute[] = [];
