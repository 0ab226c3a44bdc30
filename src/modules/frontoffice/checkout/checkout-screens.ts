import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { CheckoutScreen } from './checkout-screen';
import { CompanyBillsScreen } from './company-bills-screen';

/**
 * check-out, the final bill, company bills and collections, by route path (spread into the front office module's screen
 * map).
 */
export const checkoutScreens: ScreenMap = {
  [FRONT_OFFICE.checkOut.path]: CheckoutScreen,
  [FRONT_OFFICE.companyBills.path]: CompanyBillsScreen,
};
