import type { ContractRoute } from './contract-route';

/**
 * The crm routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason).
 */
export const CRM_CONTRACT: readonly ContractRoute[] = [];
