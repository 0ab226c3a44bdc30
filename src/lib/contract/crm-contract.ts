import type { ContractRoute } from './contract-route';
import { CRM_INVOICE_CONTRACT } from './crm-invoice-contract';
import { CRM_LEAD_CONTRACT } from './crm-lead-contract';
import { CRM_SALES_CONTRACT } from './crm-sales-contract';
import { CRM_TARGET_CONTRACT } from './crm-target-contract';

/**
 * The crm routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason). By
 * area: the lead world (crm-lead-contract.ts), quotations and orders (crm-sales-contract.ts), targets, agents and the
 * dashboard (crm-target-contract.ts), the invoice, receipts, returns and sales reports (crm-invoice-contract.ts).
 */
export const CRM_CONTRACT: readonly ContractRoute[] = [
  ...Object.values(CRM_LEAD_CONTRACT),
  ...Object.values(CRM_SALES_CONTRACT),
  ...Object.values(CRM_TARGET_CONTRACT),
  ...Object.values(CRM_INVOICE_CONTRACT),
];
