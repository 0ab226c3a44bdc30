import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { LIBRARY } from '../../../menus/catalogue/library';
import { BOOK_SUBJECTS } from '../domain/book-subjects';
import { LIB_REPORT_ENDPOINTS as E } from '../domain/lib-routes';

type Screen = ReportDeclaration['screen'];
type Parameter = ReportDeclaration['parameters'][number];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const figure = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

const libReport = (
  screen: Screen,
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: ReportDeclaration['columns'],
  groupBy?: string,
): ReportDeclaration => ({
  name: `library.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

const FROM: Parameter = { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' };
const TO: Parameter = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };

/** The copy columns every circulation report shows. */
const COPY = [text('accessionNo', 'Accession number'), figure('copyNo', 'Copy'), text('title', 'Title')];

/** The status of a title in the books-by-filter report. */
export const BOOK_STATUSES = [
  { value: 'AVAILABLE', label: 'Copies on the shelf' },
  { value: 'OUT', label: 'Copies out' },
  { value: 'ALL_OUT', label: 'Every copy out' },
  { value: 'REFERENCE', label: 'Reference only' },
] as const;

/** The library reports (menu 8), computed by the backend from the books, issues, returns and journal receipts. */
export const LIBRARY_REPORTS: readonly ReportDeclaration[] = [
  libReport(
    LIBRARY.libRepBooksfilter,
    'books-filter',
    E.booksFilter,
    [
      {
        name: 'subject',
        label: 'Subject',
        type: 'select',
        options: BOOK_SUBJECTS,
        help: 'Leave empty for every subject.',
      },
      { name: 'author', label: 'Author', type: 'text', max: 80, help: 'Part of the name is enough.' },
      { name: 'status', label: 'Status', type: 'select', options: BOOK_STATUSES, help: 'Leave empty for every title.' },
    ],
    [
      text('accessionNo', 'Accession number'),
      text('title', 'Title'),
      text('author', 'Author'),
      text('subject', 'Subject'),
      text('rack', 'Rack'),
      count('copies', 'Copies'),
      count('out', 'Out'),
      count('available', 'On the shelf'),
      text('status', 'Status'),
    ],
    'subject',
  ),
  libReport(
    LIBRARY.libRepBooksoutward,
    'books-outward',
    E.booksOutward,
    [],
    [
      text('issueNo', 'Issue'),
      date('issuedOn', 'Issued on'),
      ...COPY,
      text('member', 'Borrower'),
      text('className', 'Class'),
      date('dueDate', 'Due back'),
      figure('daysLate', 'Days late'),
      count('copies', 'Copies'),
    ],
  ),
  libReport(
    LIBRARY.libRepIssueoverdated,
    'overdue-issues',
    E.overdueIssues,
    [],
    [
      text('member', 'Borrower'),
      text('className', 'Class'),
      text('issueNo', 'Issue'),
      ...COPY,
      date('dueDate', 'Due back'),
      figure('daysLate', 'Days late'),
      money('fine', 'Fine to date'),
      count('copies', 'Copies'),
    ],
    'member',
  ),
  libReport(
    LIBRARY.libRepStudentinfo,
    'student-info',
    E.studentInfo,
    [
      {
        name: 'detail',
        label: 'Student',
        type: 'reference',
        required: true,
        reference: {
          resource: 'frontdesk.students',
          endpoint: 'api/FDStudents/GetFDStudents',
          key: 'admissionNo',
          label: 'name',
        },
      },
    ],
    [
      text('issueNo', 'Issue'),
      date('issuedOn', 'Issued on'),
      ...COPY,
      date('dueDate', 'Due back'),
      date('returnedOn', 'Returned on'),
      text('returnNo', 'Return'),
      figure('daysLate', 'Days late'),
      money('fine', 'Fine'),
    ],
  ),
  libReport(
    LIBRARY.libRepJournals,
    'journals',
    E.journals,
    [FROM, TO],
    [
      text('journal', 'Journal'),
      text('periodicity', 'Periodicity'),
      text('issue', 'Issue'),
      text('status', 'Status'),
      text('receiptNo', 'Receipt'),
      date('receivedOn', 'Received on'),
      count('received', 'Received'),
      count('missing', 'Missing'),
    ],
    'journal',
  ),
];
