import type { ScreenMap } from '../../../engine/module-manifest';

/** The screens of stock sales (B2B and B2C invoices, advances, the gate pass), by route path (spread into the pos module's screen map). */
export const stockSalesScreens: ScreenMap = {};
