import type { ModuleManifest } from '../engine/module-manifest';
import { accountsManifest } from '../modules/accounts/manifest';
import { adminManifest } from '../modules/admin/manifest';
import { crmManifest } from '../modules/crm/manifest';
import { dashboardManifest } from '../modules/workspace/manifest';
import { demoAreasManifest } from '../modules/demo-areas/manifest';
import { frontDeskManifest } from '../modules/school-office/manifest';
import { frontOfficeManifest } from '../modules/frontoffice/manifest';
import { hostelsManifest } from '../modules/hostels/manifest';
import { hrdManifest } from '../modules/hrd/manifest';
import { inventoryManifest } from '../modules/inventory/manifest';
import { landingManifest } from '../modules/landing/manifest';
import { libraryManifest } from '../modules/library/manifest';
import { othersManifest } from '../modules/not-found/manifest';
import { posManifest } from '../modules/pos/manifest';
import { procurementManifest } from '../modules/procurement/manifest';
import { productionManifest } from '../modules/production/manifest';
import { qcManifest } from '../modules/qc/manifest';
import { sessionsManifest } from '../modules/sessions/manifest';
import { shopManifest } from '../modules/shop/manifest';
import { studentsManifest } from '../modules/students/manifest';
import { takeawayManifest } from '../modules/takeaway/manifest';
import { vehiclesManifest } from '../modules/vehicles/manifest';

/** Every module of the product; each one's screens load as the module's own chunk. */
export const MODULE_MANIFESTS: readonly ModuleManifest[] = [
  sessionsManifest,
  landingManifest,
  shopManifest,
  dashboardManifest,
  othersManifest,
  demoAreasManifest,
  accountsManifest,
  crmManifest,
  adminManifest,
  procurementManifest,
  inventoryManifest,
  frontDeskManifest,
  studentsManifest,
  libraryManifest,
  vehiclesManifest,
  hostelsManifest,
  frontOfficeManifest,
  posManifest,
  takeawayManifest,
  hrdManifest,
  productionManifest,
  qcManifest,
];
