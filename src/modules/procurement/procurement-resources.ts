import type { ResourceDeclaration } from '../../engine/resource';
import { PURCHASE_ORDERS } from './resources/purchase-orders';
import { SUPPLIER_GROUPS } from './resources/supplier-groups';
import { SUPPLIER_OPENINGS } from './resources/supplier-openings';
import { SUPPLIERS } from './resources/suppliers';
import { TAX_ASSIGNINGS } from './resources/tax-assignings';

/**
 * The procurement masters and documents declared for the engine (and served by the demo backend's generic handlers).
 */
export const PROCUREMENT_RESOURCES: readonly ResourceDeclaration[] = [
  SUPPLIER_GROUPS,
  SUPPLIERS,
  SUPPLIER_OPENINGS,
  TAX_ASSIGNINGS,
  PURCHASE_ORDERS,
];
