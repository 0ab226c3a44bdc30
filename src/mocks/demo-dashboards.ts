import type { DashboardDeclaration } from '../engine/dashboard/dashboard';
import { FRONTDESK_DASHBOARDS } from '../modules/frontdesk/frontdesk-dashboards';
import { FRONTOFFICE_DASHBOARDS } from '../modules/frontoffice/frontoffice-dashboards';
import { HOSTELS_DASHBOARDS } from '../modules/hostels/hostels-dashboards';
import { INVENTORY_DASHBOARDS } from '../modules/inventory/inventory-dashboards';
import { LIBRARY_DASHBOARDS } from '../modules/library/library-dashboards';
import { STUDENTS_DASHBOARDS } from '../modules/students/students-dashboards';
import { VEHICLES_DASHBOARDS } from '../modules/vehicles/vehicles-dashboards';

/** Every module dashboard the demo backend computes, from the modules' own declarations. */
export const DEMO_DASHBOARDS: readonly DashboardDeclaration[] = [
  ...INVENTORY_DASHBOARDS,
  ...FRONTOFFICE_DASHBOARDS,
  ...FRONTDESK_DASHBOARDS,
  ...HOSTELS_DASHBOARDS,
  ...LIBRARY_DASHBOARDS,
  ...STUDENTS_DASHBOARDS,
  ...VEHICLES_DASHBOARDS,
];
