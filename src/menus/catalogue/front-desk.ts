import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';
import { CRM_PRE_SALES } from './crm';

const M = MODULE.frontDesk;
// The spec gives front desk no module or menu codes: module 12 is ours (MODULE.frontDesk), and the menus follow
// accounts: 1 masters, 2 transactions, 8 reports; dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 8;

/** Every front desk (education) route (spec section 2, "Front desk") with its title and permission code. */
export const FRONT_DESK = {
  fdDash: screen('front-desk/fd-dash', 'Front desk dashboard', dashboardCode(M)),
  fdFees: screen('front-desk/fd-fees', 'Fees', code(M, MASTERS, 1)),
  fdStudents: screen('front-desk/fd-students', 'Students', code(M, MASTERS, 2)),
  fdCalls: screen('front-desk/fd-calls', 'Calls', code(M, TRANSACTIONS, 1)),
  fdPresentations: screen('front-desk/fd-presentations', 'Presentations', code(M, TRANSACTIONS, 2)),
  fdFeestra: screen('front-desk/fd-feestra', 'Fee collections', code(M, TRANSACTIONS, 3)),
  fdBooks: screen('front-desk/fd-books', 'Books', code(M, TRANSACTIONS, 4)),
  fdVisitors: screen('front-desk/fd-visitors', 'Visitors', code(M, TRANSACTIONS, 5)),
  fdComplaints: screen('front-desk/fd-complaints', 'Complaints', code(M, TRANSACTIONS, 6)),
  fdMeet: screen('front-desk/fd-meet', 'Meetings', code(M, TRANSACTIONS, 7)),
  fdTrain: screen('front-desk/fd-train', 'Trainings', code(M, TRANSACTIONS, 8)),
  fdRepCalls: screen('front-desk/fd-rep-calls', 'Calls report', code(M, REPORTS, 1)),
  fdRepCallspending: screen('front-desk/fd-rep-callspending', 'Pending calls report', code(M, REPORTS, 2)),
  fdRepPresentations: screen('front-desk/fd-rep-presentations', 'Presentations report', code(M, REPORTS, 3)),
  fdRepPresentationspending: screen(
    'front-desk/fd-rep-presentationspending',
    'Pending presentations report',
    code(M, REPORTS, 4),
  ),
  fdRepCallsuserwise: screen('front-desk/fd-rep-callsuserwise', 'User-wise calls report', code(M, REPORTS, 5)),
  fdRepStudentnoc: screen('front-desk/fd-rep-studentnoc', 'Student NOC report', code(M, REPORTS, 6)),
  fdRepTermwisependings: screen(
    'front-desk/fd-rep-termwisependings',
    'Term-wise pending fees report',
    code(M, REPORTS, 7),
  ),
  fdRepTotalpendings: screen('front-desk/fd-rep-totalpendings', 'Total pending fees report', code(M, REPORTS, 8)),
  fdRepTraininginfo: screen('front-desk/fd-rep-traininginfo', 'Training information report', code(M, REPORTS, 9)),
  fdRepMeetingdetails: screen('front-desk/fd-rep-meetingdetails', 'Meeting details report', code(M, REPORTS, 10)),
  // The demo's shared routes (spec: "Demo shares routes"): not in the front desk menu, D-SHA's shares pre-sales menu
  // points at them. They carry that menu's CRM pre-sales codes (screens 51-54, once its placeholders' codes, kept),
  // so its staff hold the screens themselves.
  entry: screen('front-desk/entry', 'Enquiry entry', code(MODULE.crm, CRM_PRE_SALES, 51)),
  rep1: screen('front-desk/rep1', 'Enquiries report', code(MODULE.crm, CRM_PRE_SALES, 52)),
  rep2: screen('front-desk/rep2', 'Pending enquiries report', code(MODULE.crm, CRM_PRE_SALES, 53)),
  rep3: screen('front-desk/rep3', 'Converted enquiries report', code(MODULE.crm, CRM_PRE_SALES, 54)),
  // The student views, in the front desk menu's "Student views" group.
  /** A roll per class and section, printable. */
  fdStudents1: screen('front-desk/fd-students1', 'Class lists', code(M, MASTERS, 3)),
  /** One student's dues, receipts, concessions, fines and charges. */
  fdStudents2: screen('front-desk/fd-students2', 'Student fee ledger', code(M, MASTERS, 4)),
  /** The students who ride the school's vehicles, by route and stop. */
  fdStudents3: screen('front-desk/fd-students3', 'Students on school transport', code(M, MASTERS, 5)),
  /** Students by class and gender, with the year's new admissions. */
  fdStudents4: screen('front-desk/fd-students4', 'Student strength', code(M, MASTERS, 6)),
} as const;
