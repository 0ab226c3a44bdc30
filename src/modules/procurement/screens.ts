import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { PROCUREMENT_RESOURCES } from './procurement-resources';
import { SUPPLIERS } from './resources/suppliers';

export const declarations = Object.values(PROCUREMENT);

/**
 * The procurement masters and the tax assignings setup list (pur-suppliers is the suppliers screen's other path).
 * Orders, inwards, payments, reports and the accounts settings show "not built yet" until their own issues.
 */
export const screens: ScreenMap = screensFor(PROCUREMENT_RESOURCES, {
  [PROCUREMENT.purSuppliers.path]: SUPPLIERS,
});
