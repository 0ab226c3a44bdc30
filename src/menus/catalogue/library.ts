import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.library;
// The spec gives library no module or menu codes: module 14 is ours (MODULE.library), and the menus follow
// accounts: 1 masters, 2 transactions, 8 reports; dashboard menu 0 screen 0 transaction 1.
const MASTERS = 1;
const TRANSACTIONS = 2;
const REPORTS = 8;

/** Every library route (spec section 2, "Library") with its title and permission code. */
export const LIBRARY = {
  libraryDash: screen('library/library-dash', 'Library dashboard', dashboardCode(M)),
  libBooks: screen('library/lib-books', 'Books', code(M, MASTERS, 1)),
  libJournals: screen('library/lib-journals', 'Journals', code(M, MASTERS, 2)),
  libIssues: screen('library/lib-issues', 'Book issues', code(M, TRANSACTIONS, 1)),
  /** Books received back from borrowers. */
  libReceipts: screen('library/lib-receipts', 'Book returns', code(M, TRANSACTIONS, 2)),
  libJournalsTra: screen('library/lib-journals-tra', 'Journal transactions', code(M, TRANSACTIONS, 3)),
  libRepBooksfilter: screen('library/lib-rep-booksfilter', 'Books by filter', code(M, REPORTS, 1)),
  libRepBooksoutward: screen('library/lib-rep-booksoutward', 'Books issued out', code(M, REPORTS, 2)),
  libRepIssueoverdated: screen('library/lib-rep-issueoverdated', 'Overdue issues', code(M, REPORTS, 3)),
  libRepStudentinfo: screen('library/lib-rep-studentinfo', 'Student information', code(M, REPORTS, 4)),
  libRepJournals: screen('library/lib-rep-journals', 'Journals report', code(M, REPORTS, 5)),
} as const;
