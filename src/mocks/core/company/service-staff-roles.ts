import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { HRD } from '../../../menus/catalogue/hrd';
import { POS } from '../../../menus/catalogue/pos';
import { grant, UNITS } from './staff-grants';

/**
 * The restaurant cashier: items (with the lists an item refers to), tables, both billing screens (KOTs, bills,
 * changes, transfers, settlement, print and reprint; not voids, nor discounts beyond the limit, nor closing the
 * day over open tables: those need the manager), deliveries, and the day's settlement and table status reports.
 */
export const RESTAURANT = [
  ...grant(POS.posrestaDashboard),
  ...grant(POS.resItemGroups),
  ...grant(POS.resKotGroups),
  ...grant(POS.saleTaxes),
  ...grant(POS.resItems, 'create', 'modify'),
  ...grant(POS.resOutlets),
  ...grant(POS.resTables),
  ...grant(POS.resBillingClassy, 'create', 'modify', 'print', 'reprint'),
  ...grant(POS.resBillingStylish, 'create', 'modify', 'print', 'reprint'),
  ...grant(POS.resDeliveryDetails, 'create', 'modify', 'print'),
  ...grant(POS.resDeliveryBoys),
  ...grant(POS.posDayrepSettlement),
  ...grant(POS.posDayrepStatus),
];

/**
 * The shop's counter cashier: both counters (keyboard and touch), the sales list (reprint, not cancel), the sales
 * dashboard, and returns against a bill (not their cancel); not debit notes or credit clearances.
 */
export const COUNTER_CASHIER = [
  ...grant(POS.saleClassy, 'create', 'print'),
  ...grant(POS.saleStylish, 'create', 'print'),
  ...grant(POS.posBillingStylish, 'create', 'print'),
  ...grant(POS.posSales, 'reprint'),
  ...grant(POS.salSalesdashboard),
  ...grant(POS.posSaleReturn, 'create', 'print'),
  ...grant(POS.resOutlets),
  ...UNITS,
];

/**
 * The hotel receptionist: the room panel and every vacant- and occupied-room operation (check-in, posted
 * charges, transfers, check-out with its final bill, registration cards, C-Forms), groups, advances, housekeeping,
 * reservations and the reports; not the tariff's edit right at check-in, cancelling a check-in or a posted charge,
 * refunds, the night audit or the settings: those are the manager's.
 */
export const RECEPTIONIST = [
  ...grant(FRONT_OFFICE.dashboard),
  ...grant(FRONT_OFFICE.foRooms),
  ...grant(FRONT_OFFICE.foCustomers, 'create'),
  ...grant(FRONT_OFFICE.foGuests, 'create', 'modify'),
  ...grant(FRONT_OFFICE.roomPanel),
  ...grant(FRONT_OFFICE.checkIn, 'create', 'print', 'reprint'),
  ...grant(FRONT_OFFICE.quickCheckIn, 'create', 'print'),
  ...grant(FRONT_OFFICE.houseGuest, 'create'),
  ...grant(FRONT_OFFICE.roomStatus, 'modify'),
  ...grant(FRONT_OFFICE.reservations, 'create', 'modify'),
  ...grant(FRONT_OFFICE.housekeeping, 'modify'),
  ...grant(FRONT_OFFICE.cformQueue, 'modify', 'print'),
  ...grant(FRONT_OFFICE.changeDetails, 'modify'),
  ...grant(FRONT_OFFICE.cform, 'modify', 'print'),
  ...grant(FRONT_OFFICE.postCharges, 'create'),
  ...grant(FRONT_OFFICE.roomTransfer, 'create'),
  ...grant(FRONT_OFFICE.tariffChange, 'create'),
  ...grant(FRONT_OFFICE.tariffSlots),
  ...grant(FRONT_OFFICE.guestManagement, 'modify'),
  ...grant(FRONT_OFFICE.registrationCard, 'print', 'reprint'),
  ...grant(FRONT_OFFICE.ledger, 'print'),
  ...grant(FRONT_OFFICE.checkOut, 'create', 'print', 'reprint'),
  ...grant(FRONT_OFFICE.groupNew, 'create'),
  ...grant(FRONT_OFFICE.groupModify, 'modify'),
  ...grant(FRONT_OFFICE.groupLink, 'modify'),
  ...grant(FRONT_OFFICE.groupAddRooms, 'create'),
  ...grant(FRONT_OFFICE.groupPartCheckout, 'create', 'print'),
  ...grant(FRONT_OFFICE.groupFinalCheckout, 'create', 'print'),
  ...grant(FRONT_OFFICE.advances, 'create', 'print', 'reprint'),
  ...grant(FRONT_OFFICE.companyBills),
  ...[
    FRONT_OFFICE.repArrivals,
    FRONT_OFFICE.repDepartures,
    FRONT_OFFICE.repInHouse,
    FRONT_OFFICE.repOccupancyDay,
    FRONT_OFFICE.repCForms,
    FRONT_OFFICE.repAdvances,
  ].flatMap((report) => grant(report)),
];

/**
 * The HR clerk: the masters (employees and holidays kept), punches and their import, the attendance grid,
 * shift assignment, leave requests and their approval, advances, the salary statement (run and lock), payments and
 * the statements, recruitment to joining, service closings, trainings, meetings, and every HR report; not deleting a
 * master, nor the pay structure (allowances, slabs): those are the administrator's.
 */
export const HR_CLERK = [
  ...grant(HRD.hrdDashboard),
  ...[
    HRD.hrdDepartments,
    HRD.hrdAllowancesDeductions,
    HRD.hrdLeaves,
    HRD.hrdDesignations,
    HRD.hrdDeductionsRangewise,
    HRD.hrdShifts,
  ].flatMap((master) => grant(master)),
  ...grant(HRD.hrdEmployees, 'create', 'modify'),
  ...grant(HRD.hrdHolidays, 'create', 'modify'),
  ...grant(HRD.hrdInout, 'create', 'modify'),
  ...grant(HRD.hrdAttendances, 'create', 'modify'),
  ...grant(HRD.hrdshiftassign, 'create', 'modify'),
  ...grant(HRD.hrdLeaveRequest, 'create'),
  ...grant(HRD.hrdLeaveApproval, 'approve'),
  ...grant(HRD.hrdAdvances, 'create', 'modify'),
  ...grant(HRD.hrdSalaryStatement, 'create', 'approve', 'print'),
  ...grant(HRD.hrdSalaryPayments, 'create', 'print'),
  ...[HRD.hrdresume, HRD.hrdinterviews, HRD.appointments, HRD.joinings, HRD.trainings, HRD.meetings].flatMap((screen) =>
    grant(screen, 'create', 'modify', 'print'),
  ),
  ...grant(HRD.serviceclosings),
  ...[HRD.hrdkeyrepdepts, HRD.hrdkeyrepdesigs, HRD.hrdkeyrepemployees].flatMap((report) => grant(report)),
  ...Object.values(HRD)
    .filter((screen) => screen.path.startsWith('hrd/hrd-rep-'))
    .flatMap((report) => grant(report, 'print')),
];
