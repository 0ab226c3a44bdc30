import type { ProductCode } from '../../../lib/editions';
import { MODULE, type PermissionCode } from '../../../lib/permissions/permission-code';
import type { ScreenDeclaration } from '../../../lib/screens/screen-declaration';
import { ACCOUNTS } from '../../../menus/catalogue/accounts';
import { CRM } from '../../../menus/catalogue/crm';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { INVENTORY } from '../../../menus/catalogue/inventory';
import { LIBRARY } from '../../../menus/catalogue/library';
import { POS } from '../../../menus/catalogue/pos';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { QUALITY } from '../../../menus/catalogue/quality';
import { STUDENTS } from '../../../menus/catalogue/students';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { VEHICLES } from '../../../menus/catalogue/vehicles';
import { isReport } from '../../../menus/screen-transactions';
import { grant, UNITS, ACCOUNT_MASTERS, SUPPLIERS, CRM_MASTERS } from './staff-grants';
import { RESTAURANT, COUNTER_CASHIER, RECEPTIONIST, HR_CLERK } from './service-staff-roles';

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
    ...grant(POS.posOnlineDashboard),
    ...grant(POS.resItemGroups, 'create'),
    ...grant(POS.resItems),
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
