import type { DashboardDeclaration } from '../../../engine/dashboard/dashboard';
import { CRM_DASHBOARDS } from '../../../modules/crm/crm-dashboards';
import { FRONTDESK_DASHBOARDS } from '../../../modules/school-office/frontdesk-dashboards';
import { FRONTOFFICE_DASHBOARDS } from '../../../modules/frontoffice/frontoffice-dashboards';
import { HOSTELS_DASHBOARDS } from '../../../modules/hostels/hostels-dashboards';
import { HRD_DASHBOARDS } from '../../../modules/hrd/hrd-dashboards';
import { INVENTORY_DASHBOARDS } from '../../../modules/inventory/inventory-dashboards';
import { LIBRARY_DASHBOARDS } from '../../../modules/library/library-dashboards';
import { POS_DASHBOARDS } from '../../../modules/pos/pos-dashboards';
import { PRODUCTION_DASHBOARDS } from '../../../modules/production/production-dashboards';
import { QC_DASHBOARDS } from '../../../modules/qc/qc-dashboards';
import { STUDENTS_DASHBOARDS } from '../../../modules/students/students-dashboards';
import { TAKEAWAY_DASHBOARDS } from '../../../modules/takeaway/takeaway-dashboards';
import { VEHICLES_DASHBOARDS } from '../../../modules/vehicles/vehicles-dashboards';

/** Every module dashboard the demo backend computes, from the modules' own declarations. */
export const DEMO_DASHBOARDS: readonly DashboardDeclaration[] = [
  ...INVENTORY_DASHBOARDS,
  ...CRM_DASHBOARDS,
  ...POS_DASHBOARDS,
  ...TAKEAWAY_DASHBOARDS,
  ...FRONTOFFICE_DASHBOARDS,
  ...FRONTDESK_DASHBOARDS,
  ...HOSTELS_DASHBOARDS,
  ...HRD_DASHBOARDS,
  ...LIBRARY_DASHBOARDS,
  ...STUDENTS_DASHBOARDS,
  ...VEHICLES_DASHBOARDS,
  ...PRODUCTION_DASHBOARDS,
  ...QC_DASHBOARDS,
];
