import type { ScreenMap } from '../../../engine/module-manifest';
import { deskReportScreens } from './desk-reports';
import { enquiryReportScreens } from './enquiry-reports';
import { feeReportScreens } from './fee-reports';

/**
 * The front desk reports by route path, spread into the front desk module's screen map, each area's from
 * its own file: fees (fee-reports.ts), enquiries and the shares' rep1-3 (enquiry-reports.ts), the desk's trainings
 * and meetings (desk-reports.ts). The student NOC is the views area's (views/view-screens.ts).
 */
export const reportsScreens: ScreenMap = { ...feeReportScreens, ...enquiryReportScreens, ...deskReportScreens };
