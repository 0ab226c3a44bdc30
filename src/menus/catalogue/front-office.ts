import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.frontOffice;
// Menus (spec section 6): 1 masters, 2 transactions, 3 occupied room, 5 group operations, 6 ACR, 7 reports, 9 setup;
// dashboard menu 0 screen 0 transaction 1. Only the dashboard and the masters have front-office routes; the
// transactions (menu 2) and reports (menu 7) entries are placeholders in the menu group, pointing to front-desk routes.
const MASTERS = 1;

/** Every front office (hotel) route (spec section 2, "Front office") with its title and permission code. */
export const FRONT_OFFICE = {
  dashboard: screen('frontoffice/dashboard', 'Front office dashboard', dashboardCode(M)),
  /** The route keeps the spec's spelling ("categoroies"). */
  foRoomCategoroies: screen('frontoffice/fo-room-categoroies', 'Room categories', code(M, MASTERS, 1)),
  foRooms: screen('frontoffice/fo-rooms', 'Rooms', code(M, MASTERS, 2)),
  foPostCharges: screen('frontoffice/fo-post-charges', 'Post charges', code(M, MASTERS, 3)),
  foMealPlans: screen('frontoffice/fo-meal-plans', 'Meal plans', code(M, MASTERS, 4)),
  foCustomerGroups: screen('frontoffice/fo-customer-groups', 'Customer groups', code(M, MASTERS, 5)),
  foCustomers: screen('frontoffice/fo-customers', 'Customers', code(M, MASTERS, 6)),
  foIncomesExpenses: screen('frontoffice/fo-incomes-expenses', 'Incomes and expenses', code(M, MASTERS, 7)),
} as const;
