import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The front desk logs by route path (issue 20), spread into the front desk module's screen map: visitors
 * (/front-desk/fd-visitors), complaints (/front-desk/fd-complaints), meetings (/front-desk/fd-meet), trainings
 * (/front-desk/fd-train) and book and uniform sales (/front-desk/fd-books). Owner: WP3 (desk logs and book sales).
 * Empty until then: those routes show "not built yet".
 */
export const deskScreens: ScreenMap = {};
