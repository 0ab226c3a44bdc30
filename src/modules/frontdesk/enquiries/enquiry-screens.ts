import type { ScreenMap } from '../../../engine/module-manifest';

/**
 * The front desk enquiry screens by route path (issue 20), spread into the front desk module's screen map: calls
 * (/front-desk/fd-calls: admission enquiries, follow-ups, conversion), presentations (/front-desk/fd-presentations)
 * and the shares' enquiry entry (/front-desk/entry). Owner: WP2 (enquiries). Empty until then: "not built yet".
 */
export const enquiryScreens: ScreenMap = {};
