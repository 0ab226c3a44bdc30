import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { POS } from '../../menus/catalogue/pos';
import { POS_DASHBOARDS } from './pos-dashboards';
import { POS_REPORTS } from './pos-reports';
import { POS_RESOURCES } from './pos-resources';
import { DELIVERY_BOYS } from './resources/delivery-boys';

export const declarations = Object.values(POS);

/**
 * The point-of-sale masters (the e-commerce delivery boys, /pos/res-boys, are the restaurant's riders), the three
 * dashboards and the item group, item and outlet key reports. Billing, orders, stock-sales transactions and other
 * reports show "not built yet".
 */
export const screens: ScreenMap = {
  ...screensFor(POS_RESOURCES, {
    [POS.resBoys.path]: DELIVERY_BOYS,
  }),
  ...reportScreens(POS_REPORTS),
  ...dashboardScreens(POS_DASHBOARDS),
};
