import type { ResourceDeclaration } from '../../../engine/resource';
import { ACCOUNTS_RESOURCES } from '../../../modules/accounts/accounts-resources';
import { ADMIN_RESOURCES } from '../../../modules/admin/admin-resources';
import { CRM_RESOURCES } from '../../../modules/crm/crm-resources';
import { FRONTDESK_RESOURCES } from '../../../modules/school-office/frontdesk-resources';
import { FRONTOFFICE_RESOURCES } from '../../../modules/frontoffice/frontoffice-resources';
import { HOSTELS_RESOURCES } from '../../../modules/hostels/hostels-resources';
import { HRD_RESOURCES } from '../../../modules/hrd/hrd-resources';
import { INVENTORY_RESOURCES } from '../../../modules/inventory/inventory-resources';
import { LIBRARY_RESOURCES } from '../../../modules/library/library-resources';
import { POS_RESOURCES } from '../../../modules/pos/pos-resources';
import { PROCUREMENT_RESOURCES } from '../../../modules/procurement/procurement-resources';
import { PRODUCTION_RESOURCES } from '../../../modules/production/production-resources';
import { QC_RESOURCES } from '../../../modules/qc/qc-resources';
import { STUDENTS_RESOURCES } from '../../../modules/students/students-resources';
import { TAKEAWAY_RESOURCES } from '../../../modules/takeaway/takeaway-resources';
import { VEHICLES_RESOURCES } from '../../../modules/vehicles/vehicles-resources';

/** Every resource the demo backend's generic handlers serve, from the modules' own declarations. */
export const DEMO_RESOURCES: readonly ResourceDeclaration[] = [
  ...ACCOUNTS_RESOURCES,
  ...ADMIN_RESOURCES,
  ...INVENTORY_RESOURCES,
  ...PROCUREMENT_RESOURCES,
  ...CRM_RESOURCES,
  ...POS_RESOURCES,
  ...TAKEAWAY_RESOURCES,
  ...FRONTOFFICE_RESOURCES,
  ...FRONTDESK_RESOURCES,
  ...HOSTELS_RESOURCES,
  ...HRD_RESOURCES,
  ...LIBRARY_RESOURCES,
  ...STUDENTS_RESOURCES,
  ...VEHICLES_RESOURCES,
  ...PRODUCTION_RESOURCES,
  ...QC_RESOURCES,
];
