import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { CancelCheckinScreen } from './cancel-checkin-screen';
import { CFormQueueScreen } from './cform-queue-screen';
import { CFormScreen } from './cform-screen';
import { ChangeDetailsScreen } from './change-details-screen';
import { FullCheckinScreen, HouseGuestScreen, QuickCheckinScreen } from './checkin-screen';
import { GuestManagementScreen } from './guest-management-screen';
import { RegistrationCardScreen } from './registration-card-screen';

/**
 * check-in (full, quick, house guest), guests, change details, guest management, registration card, cancel check-in and
 * C-Forms, by route path (spread into the front office module's screen map).
 */
export const checkinScreens: ScreenMap = {
  [FRONT_OFFICE.checkIn.path]: FullCheckinScreen,
  [FRONT_OFFICE.quickCheckIn.path]: QuickCheckinScreen,
  [FRONT_OFFICE.houseGuest.path]: HouseGuestScreen,
  [FRONT_OFFICE.cformQueue.path]: CFormQueueScreen,
  [FRONT_OFFICE.changeDetails.path]: ChangeDetailsScreen,
  [FRONT_OFFICE.cform.path]: CFormScreen,
  [FRONT_OFFICE.guestManagement.path]: GuestManagementScreen,
  [FRONT_OFFICE.registrationCard.path]: RegistrationCardScreen,
  [FRONT_OFFICE.cancelCheckIn.path]: CancelCheckinScreen,
};
