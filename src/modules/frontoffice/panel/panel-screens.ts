import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { RoomPanelScreen } from './room-panel-screen';

/** the room panel, room status, housekeeping and reservations (issue 18), by route path (spread into the front office module's screen map). */
export const panelScreens: ScreenMap = {
  [FRONT_OFFICE.roomPanel.path]: RoomPanelScreen,
};
