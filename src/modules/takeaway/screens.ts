import type { ScreenMap } from '../../engine/module-manifest';
import { screensFor } from '../../engine/screens-for';
import { TAKEAWAY } from '../../menus/catalogue/takeaway';
import { TAKEAWAY_RESOURCES } from './takeaway-resources';

export const declarations = Object.values(TAKEAWAY);

/** The take-away masters; billing, happy hours, offers, banners, reports and the dashboard show "not built yet". */
export const screens: ScreenMap = screensFor(TAKEAWAY_RESOURCES);
