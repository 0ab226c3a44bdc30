import { dashboardScreens } from '../../../engine/dashboard/dashboard-page';
import type { ScreenMap } from '../../../engine/module-manifest';
import { POS } from '../../../menus/catalogue/pos';
import { COUNTER_DASHBOARD } from './counter-dashboard';
import { CounterSalesListScreen } from './list/sales-list-screen';
import { CounterKeyboardScreen, CounterTouchScreen } from './sale/counter-sale-screen';

/**
 * The screens of counter sales (classic and touch), the sales list, returns, debit notes, by route path (spread into
 * the pos module's screen map).
 */
export const counterScreens: ScreenMap = {
  [POS.saleClassy.path]: CounterKeyboardScreen,
  [POS.saleStylish.path]: CounterTouchScreen,
  [POS.posBillingStylish.path]: CounterTouchScreen,
  [POS.posSales.path]: CounterSalesListScreen,
  // The sales dashboard from the counter bills (over the pos module's declaration of the same route).
  ...dashboardScreens([COUNTER_DASHBOARD]),
};
