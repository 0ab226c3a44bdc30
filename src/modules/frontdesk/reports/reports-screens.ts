import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The front desk reports by route path (issue 20), spread into the front desk module's screen map; each builder adds
 * the line of its own report declarations: calls, pending calls, presentations, pending presentations, user-wise
 * calls and the shares' enquiry reports (/front-desk/fd-rep-calls, fd-rep-callspending, fd-rep-presentations,
 * fd-rep-presentationspending, fd-rep-callsuserwise, rep1, rep2, rep3: WP2); term-wise and total pending fees
 * (fd-rep-termwisependings, fd-rep-totalpendings: WP1); training information and meeting details
 * (fd-rep-traininginfo, fd-rep-meetingdetails: WP3). The student NOC is the views area's. Empty until then.
 */
export const reportsScreens: ScreenMap = {};
