import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { POS } from '../../menus/catalogue/pos';
import { POS_RESOURCES } from './pos-resources';
import { DELIVERY_BOYS } from './resources/delivery-boys';

export const declarations = Object.values(POS);

/**
 * The point-of-sale masters; the e-commerce delivery boys (/pos/res-boys) are the restaurant's riders.
 * Billing, orders, stock-sales transactions, reports and dashboards show "not built yet".
 */
export const screens: ScreenMap = screensFor(POS_RESOURCES, {
  [POS.resBoys.path]: DELIVERY_BOYS,
});
