import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.hostels;
// The spec gives hostels no module or menu codes: module 16 is ours (MODULE.hostels), and the menus follow
// accounts: 1 masters, 2 transactions, 8 reports (ours: the spec names none); dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 8;

/** Every hostels route (spec section 2, "Hostels") with its title and permission code. */
export const HOSTELS = {
  hostelDashboard: screen('hostels/hostel-dashboard', 'Hostels dashboard', dashboardCode(M)),
  hostelMasters: screen('hostels/hostel-masters', 'Hostels', code(M, MASTERS, 1)),
  hostelRoomCategories: screen('hostels/hostel-room-categories', 'Room categories', code(M, MASTERS, 2)),
  hostelRooms: screen('hostels/hostel-rooms', 'Rooms', code(M, MASTERS, 3)),
  hostelPostCharges: screen('hostels/hostel-post-charges', 'Post charges', code(M, MASTERS, 4)),
  hostelServices: screen('hostels/hostel-services', 'Services', code(M, MASTERS, 5)),
  hostelPackages: screen('hostels/hostel-packages', 'Packages', code(M, MASTERS, 6)),
  hostelRoomPanel: screen('hostels/hostel-room-panel', 'Room panel', code(M, TRANSACTIONS, 1)),
  hostelChargeEntry: screen('hostels/hostel-charge-entry', 'Post charges and services', code(M, TRANSACTIONS, 2)),
  hostelBilling: screen('hostels/hostel-billing', 'Monthly billing', code(M, TRANSACTIONS, 3)),
  hostelReceipts: screen('hostels/hostel-receipts', 'Hostel receipts', code(M, TRANSACTIONS, 4)),
  hostelRepOccupancy: screen('hostels/hostel-rep-occupancy', 'Occupancy by hostel', code(M, REPORTS, 1)),
  hostelRepBills: screen('hostels/hostel-rep-bills', 'Hostel bills and dues', code(M, REPORTS, 2)),
} as const;
