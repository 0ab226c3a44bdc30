import type { ScreenMap } from '../../../engine/module-manifest';

/** the folio: ledger, posted charges, advances, tariff change and its slots, room transfer, restaurant bills to the room (issue 18), by route path (spread into the front office module's screen map). */
export const folioScreens: ScreenMap = {};
