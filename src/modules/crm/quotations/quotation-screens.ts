import type { ScreenMap } from '../../../engine/module-manifest';

/** Issue 21, owned by WP2 (quotations, quotation approvals, price and discount lists, taxes). */
export const quotationScreens: ScreenMap = {};
