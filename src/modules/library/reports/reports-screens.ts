import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The library reports by route path (issue 20), spread into the library module's screen map: books by filter
 * (/library/lib-rep-booksfilter), books issued out (lib-rep-booksoutward), overdue issues (lib-rep-issueoverdated),
 * student information (lib-rep-studentinfo) and journals (lib-rep-journals). Owner: WP7 (library). Empty until then:
 * those routes show "not built yet".
 */
export const reportsScreens: ScreenMap = {};
