import type { ContractRoute } from './contract-route';
import { PURCHASE_MONEY_CONTRACT } from './procurement-money-contract';
import { PURCHASE_ORDER_CONTRACT } from './procurement-order-contract';
import { PURCHASE_QUOTATION_CONTRACT } from './procurement-quotation-contract';
import { PURCHASE_READS_CONTRACT } from './procurement-reads-contract';
import { PURCHASE_ENQUIRY_CONTRACT, PURCHASE_REQUEST_CONTRACT } from './procurement-request-contract';
import { PURCHASE_RETURN_CONTRACT } from './procurement-return-contract';
import { PURCHASE_SETTINGS_CONTRACT } from './procurement-settings-contract';

/**
 * The procurement routes whose schemas are written out here rather than read from the contract's generic bodies
 * (general-contract.ts): bodies of their own, and the requests where we deliberately differ (with the reason).
 */
export const PROCUREMENT_CONTRACT: readonly ContractRoute[] = [
  PURCHASE_SETTINGS_CONTRACT,
  PURCHASE_REQUEST_CONTRACT,
  PURCHASE_ENQUIRY_CONTRACT,
  PURCHASE_QUOTATION_CONTRACT,
  PURCHASE_ORDER_CONTRACT,
  PURCHASE_RETURN_CONTRACT,
  PURCHASE_MONEY_CONTRACT,
  PURCHASE_READS_CONTRACT,
].flatMap((part): ContractRoute[] => Object.values(part));
