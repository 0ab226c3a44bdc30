import { HOSTELS as H } from '../catalogue/hostels';
import { group, link, moduleGroup } from '../menu-builders';

/** The hostels sidebar group (spec section 2, "Hostels"). */
export const HOSTELS_MENU = moduleGroup('Hostels', 'hostels', 'Hostels, rooms, services and packages', [
  link(H.hostelDashboard, 'Dashboard'),
  group('Masters', [
    link(H.hostelMasters),
    link(H.hostelRoomCategories),
    link(H.hostelRooms),
    link(H.hostelPostCharges),
    link(H.hostelServices),
    link(H.hostelPackages),
  ]),
  group('Transactions', [
    link(H.hostelRoomPanel),
    link(H.hostelChargeEntry),
    link(H.hostelBilling),
    link(H.hostelReceipts),
  ]),
  group('Reports', [link(H.hostelRepOccupancy), link(H.hostelRepBills)]),
]);
