import type { ScreenMap } from '../../../engine/module-manifest';
import { POS } from '../../../menus/catalogue/pos';
import { OnlineBillingScreen } from './online-billing-screen';
import { OnlineDispatchesScreen } from './online-dispatches-screen';
import { OnlineOrdersScreen } from './online-orders-screen';

/**
 * The screens of e-commerce online orders, dispatches and their billing, by route path (spread into the pos module's
 * screen map).
 */
export const onlineScreens: ScreenMap = {
  [POS.posBillingFancy.path]: OnlineOrdersScreen,
  [POS.posOnlineDispatches.path]: OnlineDispatchesScreen,
  [POS.posOnlineBilling.path]: OnlineBillingScreen,
};
