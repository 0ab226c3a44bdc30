import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { LIBRARY_REPORTS } from './library-reports';

/**
 * The library reports by route path, spread into the library module's screen map: books by filter
 * (/library/lib-rep-booksfilter), books issued out (lib-rep-booksoutward), overdue issues (lib-rep-issueoverdated),
 * student information (lib-rep-studentinfo) and journals (lib-rep-journals).
 */
export const reportsScreens: ScreenMap = reportScreens(LIBRARY_REPORTS);
