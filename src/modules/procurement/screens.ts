import { dashboardScreens } from '../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../engine/module-manifest';
import { reportScreens } from '../../engine/report/report-screen';
import { screensFor } from '../../engine/screens-for';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import { PROCUREMENT_DASHBOARDS } from './procurement-dashboards';
import { PROCUREMENT_REPORTS } from './procurement-reports';
import { PROCUREMENT_RESOURCES } from './procurement-resources';
import { SUPPLIERS } from './resources/suppliers';

export const declarations = Object.values(PROCUREMENT);

/**
 * The procurement masters, the tax assignings setup list (pur-suppliers is the suppliers screen's other path), the
 * dashboard and the two key reports. Inwards, payments, other reports and the accounts settings show "not built yet".
 */
export const screens: ScreenMap = {
  ...screensFor(PROCUREMENT_RESOURCES, {
    [PROCUREMENT.purSuppliers.path]: SUPPLIERS,
  }),
  ...reportScreens(PROCUREMENT_REPORTS),
  ...dashboardScreens(PROCUREMENT_DASHBOARDS),
};
