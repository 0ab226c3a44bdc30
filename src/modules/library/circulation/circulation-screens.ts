import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * Library circulation by route path (issue 20), spread into the library module's screen map: book issues
 * (/library/lib-issues), book returns with the overdue fine (/library/lib-receipts) and journals received
 * (/library/lib-journals-tra). Owner: WP7 (library). Empty until then: those routes show "not built yet".
 */
export const circulationScreens: ScreenMap = {};
