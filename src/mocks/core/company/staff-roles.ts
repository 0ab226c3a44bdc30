import type { ProductCode } from '../../../lib/editions';
import {
  code,
  MODULE,
  TRANSACTION,
  type PermissionCode,
  type TransactionName,
} from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { ACCOUNTS } from '../../../menus/catalogue/accounts';
import { CRM } from '../../../menus/catalogue/crm';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FRONT_OFFICE } from '../../../menus/catalogue/front-office';
import { HRD } from '../../../menus/catalogue/hrd';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { LIBRARY } from '../../../menus/catalogue/library';
import { POS } from '../../../menus/catalogue/pos';
import { PROCUREMENT } from '../../../menus/catalogue/procurement';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { QUALITY } from '../../../menus/catalogue/quality';
import { STUDENTS } from '../../../menus/catalogue/students';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { VEHICLES } from '../../../menus/catalogue/vehicles';
import { isReport } from '../../../menus/screen-transactions';

/** The screen opened (0), plus the named transactions. Dashboards open with their own code (transaction 1). */
function grant(screen: ScreenDeclaration, ...transactions: TransactionName[]): PermissionCode[] {
  const own = screen.code;
  if (!own) throw new Error(`${screen.path} has no permission code`);
  const screenOnly = code(own.moduleCode, own.menuCode, own.screenCode);
  return [own, ...transactions.map((name) => ({ ...screenOnly, transCode: TRANSACTION[name] }))];
}

/** Units of measure: staff may look and correct, not create or delete (the demo of a partial right). */
const UNITS = grant(INVENTORY.invUom, 'modify');
/**
 * The accounts clerk: the chart, today's payments and receipts (no other dates, no changes after saving), the cash
 * book.
 */
const ACCOUNT_MASTERS = [
  ...grant(ACCOUNTS.dashboard),
  ...grant(ACCOUNTS.accountGroups),
  ...grant(ACCOUNTS.accounts, 'create', 'modify'),
  ...grant(ACCOUNTS.payments, 'create', 'print'),
  ...grant(ACCOUNTS.receipts, 'create', 'print'),
  ...grant(ACCOUNTS.cashBook),
];
const SUPPLIERS = [
  ...grant(PROCUREMENT.dashboard),
  ...grant(PROCUREMENT.purSupGroups, 'create', 'modify'),
  ...grant(PROCUREMENT.purSup, 'create', 'modify'),
];
const CRM_MASTERS = [
  ...grant(CRM.crmDashboard),
  ...grant(CRM.customerGroups, 'create'),
  ...grant(CRM.crmContacts, 'create', 'modify'),
  ...grant(CRM.crmCustomers, 'create', 'modify'),
];
/**
 * The restaurant cashier: items (with the lists an item refers to), tables, both billing screens (KOTs, bills,
 * changes, transfers, settlement, print and reprint; not voids, nor discounts beyond the limit, nor closing the
 * day over open tables: those need the manager), deliveries, and the day's settlement and table status reports.
 */
const RESTAURANT = [
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
const COUNTER_CASHIER = [
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
const RECEPTIONIST = [
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
const HR_CLERK = [
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

/**
 * A school module's reports (key reports too), by their module code: rep1-3 under front-desk are the shares' (CRM
 * codes).
 */
const schoolReports = (catalogue: Readonly<Record<string, ScreenDeclaration>>, moduleCode: number) =>
  Object.values(catalogue).filter((screen) => screen.code?.moduleCode === moduleCode && isReport(screen));

/**
 * The school clerk: the four dashboards; the school masters to view (students also created and corrected);
 * calls, presentations, visitors, complaints, meetings and trainings; fee receipts (create, print, reprint), not
 * concessions (approve) nor cancelling a receipt (delete): those are the administrator's; book and uniform sales;
 * the timetable, attendance (past days too), marks and penalties; library issues, returns and journals received;
 * transport assignments; the student views and every school report.
 */
const SCHOOL_CLERK = [
  ...[FRONT_DESK.fdDash, STUDENTS.studentDash, LIBRARY.libraryDash, VEHICLES.vehDashboard].flatMap((dashboard) =>
    grant(dashboard),
  ),
  ...grant(FRONT_DESK.fdFees),
  ...grant(FRONT_DESK.fdStudents, 'create', 'modify'),
  ...[
    STUDENTS.subjects,
    STUDENTS.exams,
    STUDENTS.classes,
    STUDENTS.penalties,
    STUDENTS.houses,
    STUDENTS.activityGrps,
    STUDENTS.activities,
  ].flatMap((master) => grant(master)),
  ...[LIBRARY.libBooks, LIBRARY.libJournals, VEHICLES.vehRoutes, VEHICLES.vehRouteFees, VEHICLES.vehVehicle].flatMap(
    (master) => grant(master),
  ),
  ...[
    FRONT_DESK.fdCalls,
    FRONT_DESK.fdPresentations,
    FRONT_DESK.fdVisitors,
    FRONT_DESK.fdComplaints,
    FRONT_DESK.fdMeet,
    FRONT_DESK.fdTrain,
  ].flatMap((screen) => grant(screen, 'create', 'modify', 'print')),
  ...grant(FRONT_DESK.fdFeestra, 'create', 'print', 'reprint'),
  ...grant(FRONT_DESK.fdBooks, 'create', 'print'),
  ...grant(STUDENTS.stutimetable, 'create', 'modify'),
  ...grant(STUDENTS.stuattendance, 'create', 'modify', 'otherDates'),
  ...grant(STUDENTS.stumarks, 'create', 'modify', 'print'),
  ...grant(STUDENTS.stuptrapenalities, 'create', 'modify'),
  ...grant(LIBRARY.libIssues, 'create'),
  ...grant(LIBRARY.libReceipts, 'create', 'print'),
  ...grant(LIBRARY.libJournalsTra, 'create'),
  ...grant(VEHICLES.vehTransport, 'create', 'modify'),
  ...[FRONT_DESK.fdStudents1, FRONT_DESK.fdStudents2, FRONT_DESK.fdStudents3, FRONT_DESK.fdStudents4].flatMap((view) =>
    grant(view, 'print'),
  ),
  ...[
    ...schoolReports(FRONT_DESK, MODULE.frontDesk),
    ...schoolReports(STUDENTS, MODULE.students),
    ...schoolReports(LIBRARY, MODULE.library),
  ].flatMap((report) => grant(report, 'print')),
];

/**
 * The sales executive (1009): contacts, web enquiries, leads, quotations (printed and mailed) and sale
 * orders, the targets and CRM reports to read; approving quotations and orders is the administrator's.
 */
const SALES_EXECUTIVE = [
  ...CRM_MASTERS,
  ...grant(CRM.crmContactSubmissions, 'create', 'modify'),
  ...grant(CRM.crmLeads, 'create', 'modify'),
  ...grant(CRM.crmQuotations, 'create', 'modify', 'print', 'mail'),
  ...grant(CRM.crmOrders, 'create', 'modify', 'print'),
  ...grant(CRM.crmTargets),
  ...grant(CRM.crmAgents),
  // The one agent master (pos.agents) is served under the stock-sales agents screen too.
  ...grant(POS.posstockAgents),
  ...[
    CRM.crmRepTargets,
    CRM.crmRepPendingOrders,
    CRM.crmRepPipeline,
    CRM.crmKeyrepMaterialgroups,
    CRM.crmKeyrepMaterials,
    CRM.crmKeyrepDesignations,
    CRM.crmKeyrepEmployees,
    CRM.crmKeyrepAgents,
  ].flatMap((report) => grant(report, 'print')),
];

/**
 * The production supervisor (1003): the process masters to read, mass and batch planning, job cards,
 * outsourcing, material issues to a batch, the quality tests of receipts and steps, the reports; the QC approvals
 * (which put goods into stock and release steps) are the administrator's, as the quality manager.
 */
const PRODUCTION_SUPERVISOR = [
  ...grant(PRODUCTION.dashboard),
  ...grant(PRODUCTION.ppcprocess, 'create'),
  ...grant(PRODUCTION.ppcprocessattachments),
  ...grant(PRODUCTION.ppcoutsources),
  ...grant(PRODUCTION.promassplanning, 'create'),
  ...grant(PRODUCTION.probatchplanning, 'create', 'modify'),
  ...grant(PRODUCTION.proprocesswiseproduction, 'create'),
  ...grant(PRODUCTION.proassignoutsource, 'create', 'modify'),
  ...[
    PRODUCTION.ppcrepmassachieve,
    PRODUCTION.ppcrepmaterialrequired,
    PRODUCTION.ppcrepmaterialcosting,
    PRODUCTION.ppcreppendingprocesses,
    PRODUCTION.ppcrepmaterialwastage,
  ].flatMap((report) => grant(report, 'print')),
  ...grant(QUALITY.dashboard),
  ...grant(QUALITY.qcmirtest, 'create'),
  ...grant(QUALITY.qcprocesstest, 'create'),
  ...[
    QUALITY.qcmirpending,
    QUALITY.qcmirresults,
    QUALITY.qcmirsupplierrating,
    QUALITY.qcpendingprocessestests,
    QUALITY.qcpendingprocessesapprovals,
    QUALITY.qcpendingbatchesapprovals,
    QUALITY.qcinchargewiserankings,
  ].flatMap((report) => grant(report, 'print')),
];

/** What the EMPLOYEE user of each demo company may do: a partial list, so the sidebar shows a partial menu. */
const STAFF_ROLES: Record<ProductCode, readonly PermissionCode[]> = {
  'D-MIN': [...RECEPTIONIST, ...UNITS],
  'D-COM': [...SUPPLIERS, ...grant(INVENTORY.invItems), ...UNITS, ...HR_CLERK],
  'D-USI': [...PRODUCTION_SUPERVISOR, ...grant(INVENTORY.invItems), ...UNITS, ...HR_CLERK],
  // The school clerk (subjects are among its masters), and the account groups to read.
  'D-SHI': [...SCHOOL_CLERK, ...grant(ACCOUNTS.accountGroups)],
  'D-CON': [...SUPPLIERS, ...UNITS],
  'D-DHA': [...ACCOUNT_MASTERS, ...UNITS],
  'D-REA': [...CRM_MASTERS, ...UNITS],
  'D-RID': [...ACCOUNT_MASTERS, ...UNITS],
  'D-CRM': SALES_EXECUTIVE,
  'D-RES': [...RESTAURANT, ...UNITS],
  // The shares pre-sales menu: its enquiry entry (taken and followed up) and first report, on the front desk's shared
  // routes (CRM pre-sales codes 51 and 52), contacts, leads and quotations.
  'D-SHA': [
    ...grant(FRONT_DESK.entry, 'create', 'modify'),
    ...grant(FRONT_DESK.rep1, 'print'),
    ...grant(CRM.crmContacts, 'create'),
    ...grant(CRM.crmLeads, 'create', 'modify'),
    ...grant(CRM.crmQuotations, 'create', 'print'),
  ],
  // The take-away cashier: orders, KOTs (lowering a sent line too), bills, settlement, prints and reprints, the day's
  // reports.
  'D-TAK': [
    ...grant(TAKEAWAY.dashboard),
    ...grant(TAKEAWAY.itemMasters, 'create', 'modify'),
    ...grant(TAKEAWAY.billingClassy, 'create', 'modify', 'print', 'reprint'),
    ...grant(TAKEAWAY.outlets),
    ...grant(TAKEAWAY.dayRepSaleslist),
    ...grant(TAKEAWAY.dayRepSettlement),
    ...UNITS,
  ],
  'D-HOS': ACCOUNT_MASTERS,
  // The online order clerk: accepts, prepares and dispatches the shop's orders; billing them needs the manager.
  'D-EC1': [
    ...grant(POS.posrestaDashboard),
    ...grant(INVENTORY.invItemGroups, 'create'),
    ...grant(POS.posBillingFancy, 'modify'),
    ...grant(POS.posOnlineDispatches, 'modify'),
    ...grant(POS.resDeliveryBoys),
    ...UNITS,
  ],
  'D-POS': COUNTER_CASHIER,
};

/** The partial permission list of an edition's EMPLOYEE user. */
export function staffRoles(pCode: ProductCode): PermissionCode[] {
  return STAFF_ROLES[pCode].map((role) => ({ ...role }));
}
