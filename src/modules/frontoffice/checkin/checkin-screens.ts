import type { ScreenMap } from '../../../engine/module-manifest';

/** check-in (full, quick, house guest), guests, change details, guest management, registration card, cancel check-in and C-Forms (issue 18), by route path (spread into the front office module's screen map). */
export const checkinScreens: ScreenMap = {};
