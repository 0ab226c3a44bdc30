import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { FullCheckinScreen, HouseGuestScreen, QuickCheckinScreen } from './checkin-screen';

/** check-in (full, quick, house guest), guests, change details, guest management, registration card, cancel check-in and C-Forms (issue 18), by route path (spread into the front office module's screen map). */
export const checkinScreens: ScreenMap = {
  [FRONT_OFFICE.checkIn.path]: FullCheckinScreen,
  [FRONT_OFFICE.quickCheckIn.path]: QuickCheckinScreen,
  [FRONT_OFFICE.houseGuest.path]: HouseGuestScreen,
};
