import { code, MODULE } from '../../lib/permissions/permission-code';
import { FRONT_DESK as FD } from '../catalogue/front-desk';
import { FRONT_OFFICE as FO } from '../catalogue/front-office';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.frontOffice;
// Front office menus (spec section 6): 2 transactions, 7 reports. The spec's transactions and reports groups point to
// front-desk routes, so each entry is a placeholder with its own front-office code (screens from 51, clear of the catalogue).
// The occupied-room (menu 3), group-operation (5), ACR (6) and setup (9) screens have no routes and are left out.
const TRANSACTIONS = 2;
const REPORTS = 7;

/** The hotel front office sidebar group (spec section 2, "Front office"). */
export const FRONT_OFFICE_MENU = moduleGroup('Front Office', 'frontOffice', 'Rooms, guests and hotel operations', [
  link(FO.dashboard, 'Dashboard'),
  group('Masters', [
    link(FO.foRoomCategoroies, 'Room categories'),
    link(FO.foRooms),
    link(FO.foPostCharges),
    link(FO.foMealPlans),
    link(FO.foCustomerGroups),
    link(FO.foCustomers),
    link(FO.foIncomesExpenses),
  ]),
  // The vacant-room operations; the spec points them at the demo's shared front-desk entry route.
  group('Transactions', [
    placeholder('Check-in', code(M, TRANSACTIONS, 51), FD.entry),
    placeholder('Quick check-in', code(M, TRANSACTIONS, 52), FD.entry),
    placeholder('House guest', code(M, TRANSACTIONS, 53), FD.entry),
    placeholder('Room status', code(M, TRANSACTIONS, 54), FD.entry),
  ]),
  // The spec names no front-office reports; these point at the demo's shared front-desk report routes.
  group('Reports', [
    placeholder('Arrivals', code(M, REPORTS, 51), FD.rep1),
    placeholder('Departures', code(M, REPORTS, 52), FD.rep2),
    placeholder('Occupancy', code(M, REPORTS, 53), FD.rep3),
  ]),
]);
