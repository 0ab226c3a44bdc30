import type { ScreenMap } from '../../../engine/module-manifest';

/** night audit, front office settings, the reports and the dashboard (issue 18), by route path (spread into the front office module's screen map). */
export const auditScreens: ScreenMap = {};
