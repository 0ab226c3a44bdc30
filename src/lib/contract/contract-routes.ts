import { ADMIN_CONTRACT } from './admin-contract';
import type { ContractRoute } from './contract-route';
import { CRM_CONTRACT } from './crm-contract';
import { GENERAL_CONTRACT } from './general-contract';
import { HRD_CONTRACT } from './hrd-contract';
import { INVENTORY_CONTRACT } from './inventory-contract';
import { LOGIN_CONTRACT } from './login-contract';
import { POS_CONTRACT } from './pos-contract';
import { PROCUREMENT_CONTRACT } from './procurement-contract';
import { PRODUCTION_QC_CONTRACT } from './production-qc-contract';

/** A module's own schema of a route replaces the general one (it knows more than the body's name). */
function merged(...lists: (readonly ContractRoute[])[]): ContractRoute[] {
  const byRoute = new Map<string, ContractRoute>();
  for (const route of lists.flat()) byRoute.set(route.route.toLowerCase(), route);
  return [...byRoute.values()];
}

/**
 * Every route the contract's schemas cover. The demo backend checks the requests it is sent and the answers it gives
 * against them in development and tests (src/mocks/core/contract-guard.ts), and so does the contract server (npm run
 * contract-server).
 */
export const CONTRACT_ROUTES: readonly ContractRoute[] = merged(
  GENERAL_CONTRACT,
  Object.values(LOGIN_CONTRACT),
  ADMIN_CONTRACT,
  CRM_CONTRACT,
  HRD_CONTRACT,
  POS_CONTRACT,
  PROCUREMENT_CONTRACT,
  INVENTORY_CONTRACT,
  PRODUCTION_QC_CONTRACT,
);
