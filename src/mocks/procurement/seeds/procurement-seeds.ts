import { PURCHASE_ORDERS } from '../../../modules/procurement/resources/purchase-orders';
import { SUPPLIER_GROUPS } from '../../../modules/procurement/resources/supplier-groups';
import { SUPPLIER_OPENINGS } from '../../../modules/procurement/resources/supplier-openings';
import { SUPPLIERS } from '../../../modules/procurement/resources/suppliers';
import { TAX_ASSIGNINGS } from '../../../modules/procurement/resources/tax-assignings';
import type { SeedSet } from '../../core/seeds/seed-set';
import { purchaseOrderSeed } from './purchase-orders';
import { supplierGroupSeed } from './supplier-groups';
import { supplierOpeningSeed } from './supplier-openings';
import { supplierSeed } from './suppliers';
import { TAX_ASSIGNING_SEED } from './tax-assignings';

/**
 * Starting records of the procurement masters: groups and suppliers of each company's trade, the GST and VAT rates for
 * all.
 */
export const PROCUREMENT_SEEDS: readonly SeedSet[] = [
  { resource: SUPPLIER_GROUPS, rows: supplierGroupSeed },
  { resource: SUPPLIERS, rows: supplierSeed },
  { resource: SUPPLIER_OPENINGS, rows: supplierOpeningSeed },
  { resource: TAX_ASSIGNINGS, rows: () => TAX_ASSIGNING_SEED },
  { resource: PURCHASE_ORDERS, rows: purchaseOrderSeed },
];
