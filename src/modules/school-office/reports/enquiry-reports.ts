import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { ENQUIRY_REPORTS } from '../enquiries/enquiry-report-declarations';

/**
 * The enquiry reports by route: calls, pending calls, presentations, pending presentations, user-wise calls and the
 * shares' rep1-3.
 */
export const enquiryReportScreens: ScreenMap = reportScreens(ENQUIRY_REPORTS);
