import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.frontOffice;
// Menus (spec section 6): 1 masters, 2 transactions, 3 occupied room, 5 group operations, 6 ACR (advances,
// collections and refunds), 7 reports, 9 setup; dashboard menu 0 screen 0 transaction 1. The spec points the
// transactions and reports at front-desk placeholder routes; these are the front office's own.
const MASTERS = 1;
const TRANSACTIONS = 2;
const OCCUPIED = 3;
const GROUPS = 5;
const ACR = 6;
const REPORTS = 7;
const SETUP = 9;

const fo = (route: string, title: string, menu: number, screenCode: number) =>
  screen(`frontoffice/${route}`, title, code(M, menu, screenCode));

/** Every front office (hotel) route (spec section 2, "Front office") with its title and permission code. */
export const FRONT_OFFICE = {
  dashboard: screen('frontoffice/dashboard', 'Front office dashboard', dashboardCode(M)),
  /** The route keeps the spec's spelling ("categoroies"). */
  foRoomCategoroies: fo('fo-room-categoroies', 'Room categories', MASTERS, 1),
  foRooms: fo('fo-rooms', 'Rooms', MASTERS, 2),
  foPostCharges: fo('fo-post-charges', 'Post charges', MASTERS, 3),
  foMealPlans: fo('fo-meal-plans', 'Meal plans', MASTERS, 4),
  foCustomerGroups: fo('fo-customer-groups', 'Customer groups', MASTERS, 5),
  foCustomers: fo('fo-customers', 'Customers', MASTERS, 6),
  foIncomesExpenses: fo('fo-incomes-expenses', 'Incomes and expenses', MASTERS, 7),
  foGuests: fo('fo-guests', 'Guests', MASTERS, 8),

  // Transactions (menu 2): the room panel and the vacant-room operations; reservations, housekeeping, C-Form queue.
  roomPanel: fo('fo-room-panel', 'Room panel', TRANSACTIONS, 1),
  checkIn: fo('fo-checkin', 'Check-in', TRANSACTIONS, 2),
  quickCheckIn: fo('fo-quick-checkin', 'Quick check-in', TRANSACTIONS, 3),
  houseGuest: fo('fo-house-guest', 'House guest', TRANSACTIONS, 4),
  roomStatus: fo('fo-room-status', 'Room status', TRANSACTIONS, 5),
  reservations: fo('fo-reservations', 'Reservations', TRANSACTIONS, 6),
  housekeeping: fo('fo-housekeeping', 'Housekeeping', TRANSACTIONS, 7),
  cformQueue: fo('fo-cform-queue', 'C-Form queue', TRANSACTIONS, 8),

  // Occupied room (menu 3): the spec's screens 1 to 10 (tariff change and its previous slots share screen 5).
  changeDetails: fo('fo-change-details', 'Change details', OCCUPIED, 1),
  cform: fo('fo-cform', 'C-Form', OCCUPIED, 2),
  postCharges: fo('fo-post-charge-entry', 'Post charges', OCCUPIED, 3),
  roomTransfer: fo('fo-room-transfer', 'Room transfer', OCCUPIED, 4),
  tariffChange: fo('fo-tariff-change', 'Tariff change', OCCUPIED, 5),
  tariffSlots: fo('fo-tariff-slots', 'Tariff change previous slots', OCCUPIED, 11),
  guestManagement: fo('fo-guest-management', 'Guest management', OCCUPIED, 6),
  registrationCard: fo('fo-registration-card', 'Registration card', OCCUPIED, 7),
  ledger: fo('fo-ledger', 'Ledger', OCCUPIED, 8),
  cancelCheckIn: fo('fo-cancel-checkin', 'Cancel check-in', OCCUPIED, 9),
  checkOut: fo('fo-checkout', 'Check-out', OCCUPIED, 10),

  // Group operations (menu 5).
  groupNew: fo('fo-group-new', 'New group', GROUPS, 1),
  groupModify: fo('fo-group-modify', 'Modify group', GROUPS, 2),
  groupLink: fo('fo-group-link', 'Link / unlink rooms', GROUPS, 3),
  groupAddRooms: fo('fo-group-add-rooms', 'Add rooms', GROUPS, 4),
  groupPartCheckout: fo('fo-group-part-checkout', 'Part checkout', GROUPS, 5),
  groupFinalCheckout: fo('fo-group-final-checkout', 'Final checkout', GROUPS, 6),

  // ACR (menu 6): advances, collections from companies billed, refunds.
  advances: fo('fo-advances', 'Advances', ACR, 1),
  companyBills: fo('fo-company-bills', 'Company bills and collections', ACR, 2),

  // Reports (menu 7).
  repArrivals: fo('fo-rep-arrivals', 'Arrivals', REPORTS, 1),
  repDepartures: fo('fo-rep-departures', 'Departures', REPORTS, 2),
  repInHouse: fo('fo-rep-inhouse', 'In-house guests', REPORTS, 3),
  repOccupancyDay: fo('fo-rep-occupancy-day', 'Occupancy and ARR by day', REPORTS, 4),
  repOccupancyMonth: fo('fo-rep-occupancy-month', 'Occupancy and ARR by month', REPORTS, 5),
  repRoomRevenue: fo('fo-rep-room-revenue', 'Room-wise revenue', REPORTS, 6),
  repCharges: fo('fo-rep-charges', 'Posted charges by head', REPORTS, 7),
  repAdvances: fo('fo-rep-advances', 'Advances', REPORTS, 8),
  repCForms: fo('fo-rep-cforms', 'C-Form register', REPORTS, 9),
  repNightAudits: fo('fo-rep-night-audits', 'Night audit history', REPORTS, 10),

  // Setup (menu 9).
  nightAudit: fo('fo-night-audit', 'Night audit', SETUP, 1),
  settings: fo('fo-settings', 'Front office settings', SETUP, 2),
} as const;
