import type { ModuleManifest } from '../engine/module-manifest';
import { dashboardManifest } from '../modules/dashboard/manifest';
import { demoAreasManifest } from '../modules/demo-areas/manifest';
import { landingManifest } from '../modules/landing/manifest';
import { othersManifest } from '../modules/others/manifest';
import { sessionsManifest } from '../modules/sessions/manifest';

/** Every module of the product; each one's screens load as the module's own chunk. */
export const MODULE_MANIFESTS: readonly ModuleManifest[] = [
  sessionsManifest,
  landingManifest,
  dashboardManifest,
  othersManifest,
  demoAreasManifest,
];
