import type { ScreenMap } from '../../../engine/module-manifest';

/** The screens of customer receipts (credit clearances) and employee and agent payments, by route path (spread into the pos module's screen map). */
export const receiptScreens: ScreenMap = {};
