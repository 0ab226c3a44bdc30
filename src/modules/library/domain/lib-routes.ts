/**
 * The library's routes. Not public on the real server (contract 06-school.md), so ours in the family's
 * convention: POST, `usr` in every body; reads take GeneralInformation (`recordId`, `detail`, `frmDate`, `toDate`,
 * dates dd-MMM-yyyy); saves take `{ header, lines, traCheck, usr }` and answer `{ result: 'OK' | <refusal>, seq? }`.
 * The masters keep theirs (api/LibBooks/*, api/LibJournals/*). Shapes: library-types.ts.
 */
export const LIB_ROUTES = {
  // issues (lib-issues)
  /** `{}` → { today, members: Member[], books (lendable titles with the copies free), policy: LIBRARY_POLICY }. */
  issueRequirements: 'api/LibIssues/GetLibIssueRequirements',
  /** `{ detail: memberKey }` → the member, the copies they hold and how many more they may borrow. */
  member: 'api/LibIssues/GetLibMember',
  /** `{ frmDate, toDate }` → LibIssue[] newest first. */
  issues: 'api/LibIssues/GetLibIssues',
  /**
   * `{ header: { memberKey, dueDate }, lines: [{ accessionNo, copyNo }], traCheck: 1 }` → `{ result, seq: issueNo }`.
   */
  saveIssue: 'api/LibIssues/SetLibIssue',

  // returns (lib-receipts)
  /** `{}` → ReturnRequirements: the members holding copies and the user's cash, bank and wallet accounts. */
  returnRequirements: 'api/LibReceipts/GetLibReceiptRequirements',
  /**
   * `{ detail: memberKey, frmDate?: return date }` → the copies out, each with its days late and fine as on that date.
   */
  outstanding: 'api/LibReceipts/GetLibOutstanding',
  /** `{ frmDate, toDate }` → LibReturn[] newest first. */
  returns: 'api/LibReceipts/GetLibReceipts',
  /**
   * `{ header: { memberKey, collectNow, mode?, account? }, lines: [{ issueNo, accessionNo, copyNo }], traCheck: 1 }` →
   * `{ result, seq: returnNo, receiptNo? }`.
   */
  saveReturn: 'api/LibReceipts/SetLibReceipt',

  // journals received (lib-journals-tra)
  /** `{ frmDate, toDate, detail?: journal }` → JournalReceipt[] and the issues missing by periodicity. */
  journalReceipts: 'api/LibJournalsTra/GetLibJournalReceipts',
  /** `{ header: JournalReceipt fields, traCheck: 1 }` → `{ result, seq: receiptNo }`. */
  saveJournalReceipt: 'api/LibJournalsTra/SetLibJournalReceipt',

  /** `{}` → the dashboard's figures (books out, overdue, fines this month, issues by subject). */
  dashboard: 'api/LibDashboard/GetLibraryDashboard',
} as const;

/**
 * The library reports (POST `api/LibReports/<Name>` with `{ frmDate?, toDate?, detail?, <own parameters>, usr }`,
 * answered with the engine's ReportResult).
 */
export const LIB_REPORT_ENDPOINTS = {
  booksFilter: 'api/LibReports/GetBooksFilter',
  booksOutward: 'api/LibReports/GetBooksOutward',
  overdueIssues: 'api/LibReports/GetOverdueIssues',
  studentInfo: 'api/LibReports/GetStudentInfo',
  journals: 'api/LibReports/GetJournals',
} as const;

export type LibReportEndpoint = (typeof LIB_REPORT_ENDPOINTS)[keyof typeof LIB_REPORT_ENDPOINTS];

/** The react-query key every library transaction read starts with; every library write invalidates it. */
export const LIB_KEY = 'library';

/** The series prefixes of the library's numbers (nextYearNumber). */
export const LIB_PREFIXES = { issue: 'LIS', return: 'LRT', journalReceipt: 'JRN' } as const;
