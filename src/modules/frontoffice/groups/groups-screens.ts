import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { AddRoomsScreen } from './add-rooms-screen';
import { FinalCheckoutScreen } from './final-checkout-screen';
import { LinkGroupScreen } from './link-group-screen';
import { ModifyGroupScreen } from './modify-group-screen';
import { NewGroupScreen } from './new-group-screen';
import { PartCheckoutScreen } from './part-checkout-screen';

/** Group operations (front office menu 5), by route path (spread into the front office module's screen map). */
export const groupScreens: ScreenMap = {
  [FRONT_OFFICE.groupNew.path]: NewGroupScreen,
  [FRONT_OFFICE.groupModify.path]: ModifyGroupScreen,
  [FRONT_OFFICE.groupLink.path]: LinkGroupScreen,
  [FRONT_OFFICE.groupAddRooms.path]: AddRoomsScreen,
  [FRONT_OFFICE.groupPartCheckout.path]: PartCheckoutScreen,
  [FRONT_OFFICE.groupFinalCheckout.path]: FinalCheckoutScreen,
};
