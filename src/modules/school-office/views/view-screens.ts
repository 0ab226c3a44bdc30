import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { VIEW_REPORTS } from './view-reports';

/**
 * The front desk's student views by route path, spread into the front desk module's screen map: class
 * lists (/front-desk/fd-students1), students on school transport (/front-desk/fd-students3), student strength
 * (/front-desk/fd-students4) and the student NOC (/front-desk/fd-rep-studentnoc), each a report (view-reports.ts).
 * The fee ledger (fd-students2) is the fees area's.
 */
export const viewScreens: ScreenMap = reportScreens(VIEW_REPORTS);
