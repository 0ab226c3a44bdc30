import { TAKEAWAY as T } from '../catalogue/takeaway';
import { group, link, moduleGroup } from '../menu-builders';

/** The take-away sidebar group (spec "Take-away"), D-TAK. */
export const TAKEAWAY_MENU = moduleGroup('POS', 'takeaway', 'Billing Cash management Online Order management', [
  link(T.dashboard, 'Dashboard'),
  group('Masters', [
    link(T.itemGroups),
    link(T.itemMasters),
    link(T.itemComboGroups),
    link(T.itemCombos),
    link(T.itemSupports),
    link(T.taxDetails),
    link(T.taxAssigning),
    link(T.outlets),
    link(T.priceList),
    link(T.deliveryBoys),
  ]),
  group('Transactions', [link(T.billingClassy), link(T.happyHours), link(T.customeroffers), link(T.banners)]),
  group('Day reports', [link(T.dayRepSaleslist, 'Sales list'), link(T.dayRepSettlement, 'Settlement')]),
]);
