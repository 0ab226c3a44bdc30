import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { HousekeepingScreen } from './housekeeping-screen';
import { ReservationsScreen } from './reservations-screen';
import { RoomPanelScreen } from './room-panel-screen';
import { RoomStatusScreen } from './room-status-screen';

/**
 * the room panel, room status, housekeeping and reservations, by route path (spread into the front office module's
 * screen map).
 */
export const panelScreens: ScreenMap = {
  [FRONT_OFFICE.roomPanel.path]: RoomPanelScreen,
  [FRONT_OFFICE.roomStatus.path]: RoomStatusScreen,
  [FRONT_OFFICE.housekeeping.path]: HousekeepingScreen,
  [FRONT_OFFICE.reservations.path]: ReservationsScreen,
};
