import { fromPaise } from '../../../lib/money/money';
import { subjectName } from '../../../modules/library/domain/book-subjects';
import { expectedIssues } from '../../../modules/library/domain/journal-rules';
import { daysLate, libraryFine } from '../../../modules/library/domain/library-fine';
import { LIB_REPORT_ENDPOINTS as E } from '../../../modules/library/domain/lib-routes';
import { LIBRARY_REPORTS, BOOK_STATUSES } from '../../../modules/library/reports/library-reports';
import type { ReportDeclaration } from '../../../engine/report/report';
import type { SchoolReportMap, SchoolReportRows } from '../../core/school/school-report-handler';
import { booksOf, journalsOf } from '../../core/school/school-masters';
import { copiesOutOf, membersOf } from '../circulation/library-members';
import { issuesOf, journalReceiptsOf, returnsOf } from '../../core/school/library-store';

const declaration = (endpoint: string): ReportDeclaration =>
  LIBRARY_REPORTS.find((report) => report.endpoint === endpoint)!;

/** Each borrower's class (a pupil's class code; 'Staff' for staff). */
async function classesOf(companyCode: number, today: string): Promise<Map<string, string>> {
  return new Map(
    (await membersOf(companyCode, today)).map((member) => [
      member.key,
      member.kind === 'STAFF' ? 'Staff' : (member.className ?? ''),
    ]),
  );
}

const booksFilter: SchoolReportRows = async (companyCode, ask) => {
  const [books, issues] = await Promise.all([booksOf(companyCode), issuesOf(companyCode)]);
  const out = copiesOutOf(issues);
  const { subject = '', author = '', status = '' } = ask.values;
  const rows = books
    .filter(
      (book) =>
        book.active &&
        (subject === '' || book.subject === subject) &&
        (author === '' || book.author.toLowerCase().includes(author.toLowerCase())),
    )
    .map((book) => {
      const lent = out.filter((copy) => copy.accessionNo === book.accessionNo).length;
      const state = book.referenceOnly
        ? 'REFERENCE'
        : lent === 0
          ? 'AVAILABLE'
          : lent >= book.copies
            ? 'ALL_OUT'
            : 'OUT';
      return { book, lent, state };
    })
    .filter(
      ({ book, lent, state }) =>
        status === '' ||
        (status === 'OUT'
          ? lent > 0
          : status === 'AVAILABLE'
            ? !book.referenceOnly && lent < book.copies
            : state === status),
    );
  return rows
    .sort(
      (a, b) =>
        subjectName(a.book.subject).localeCompare(subjectName(b.book.subject)) ||
        a.book.title.localeCompare(b.book.title),
    )
    .map(({ book, lent, state }) => ({
      accessionNo: book.accessionNo,
      title: book.title,
      author: book.author,
      subject: subjectName(book.subject),
      rack: book.rack,
      copies: book.copies,
      out: lent,
      available: book.copies - lent,
      status: BOOK_STATUSES.find((one) => one.value === state)?.label ?? state,
    }));
};

const booksOutward: SchoolReportRows = async (companyCode, _ask, today) => {
  const [issues, classes] = await Promise.all([issuesOf(companyCode), classesOf(companyCode, today)]);
  return copiesOutOf(issues).map((copy) => ({
    issueNo: copy.issueNo,
    issuedOn: copy.date,
    accessionNo: copy.accessionNo,
    copyNo: copy.copyNo,
    title: copy.title,
    member: copy.memberName,
    className: classes.get(copy.memberKey) ?? '',
    dueDate: copy.dueDate,
    daysLate: daysLate(copy.dueDate, today),
    copies: 1,
  }));
};

const overdueIssues: SchoolReportRows = async (companyCode, _ask, today) => {
  const [issues, classes] = await Promise.all([issuesOf(companyCode), classesOf(companyCode, today)]);
  const kindOf = new Map(issues.map((issue) => [issue.issueNo, issue.memberKind]));
  return copiesOutOf(issues)
    .filter((copy) => copy.dueDate < today)
    .sort((a, b) => a.memberName.localeCompare(b.memberName) || a.dueDate.localeCompare(b.dueDate))
    .map((copy) => ({
      member: copy.memberName,
      className: classes.get(copy.memberKey) ?? '',
      issueNo: copy.issueNo,
      accessionNo: copy.accessionNo,
      copyNo: copy.copyNo,
      title: copy.title,
      dueDate: copy.dueDate,
      daysLate: daysLate(copy.dueDate, today),
      fine: fromPaise(libraryFine(copy.dueDate, today, kindOf.get(copy.issueNo) ?? 'STUDENT')),
      copies: 1,
    }));
};

const studentInfo: SchoolReportRows = async (companyCode, ask, today) => {
  if (ask.detail === '') return 'Choose the student.';
  const key = `S:${ask.detail}`;
  const [issues, returns] = await Promise.all([issuesOf(companyCode), returnsOf(companyCode)]);
  const fineOf = new Map(
    returns.flatMap((row) =>
      row.lines.map((line) => [`${row.returnNo}|${line.accessionNo}|${line.copyNo}`, line] as const),
    ),
  );
  return issues
    .filter((issue) => issue.memberKey === key)
    .sort((a, b) => b.date.localeCompare(a.date) || b.issueNo.localeCompare(a.issueNo))
    .flatMap((issue) =>
      issue.lines.map((line) => {
        const returned = fineOf.get(`${line.returnNo}|${line.accessionNo}|${line.copyNo}`);
        return {
          issueNo: issue.issueNo,
          issuedOn: issue.date,
          accessionNo: line.accessionNo,
          copyNo: line.copyNo,
          title: line.title,
          dueDate: line.dueDate,
          returnedOn: line.returnedOn || null,
          returnNo: line.returnNo || 'Out',
          daysLate: returned?.daysLate ?? daysLate(line.dueDate, line.returnedOn || today),
          fine: returned?.fine ?? fromPaise(libraryFine(line.dueDate, line.returnedOn || today, 'STUDENT')),
        };
      }),
    );
};

const journals: SchoolReportRows = async (companyCode, ask, today) => {
  const [list, receipts] = await Promise.all([journalsOf(companyCode), journalReceiptsOf(companyCode)]);
  const to = ask.period.to < today ? ask.period.to : today;
  const dateOf = new Map(receipts.map((row) => [row.receiptNo, row.date]));
  return [...list]
    .sort((a, b) => a.title.localeCompare(b.title))
    .flatMap((journal) =>
      expectedIssues(journal, receipts, { from: ask.period.from, to }).map((slot) => ({
        journal: journal.title,
        periodicity: journal.periodicity.toLowerCase(),
        issue: slot.label,
        status: slot.receiptNos.length > 0 ? 'Received' : 'Missing',
        receiptNo: slot.receiptNos.join(', '),
        receivedOn: slot.receiptNos.length > 0 ? (dateOf.get(slot.receiptNos[0]!) ?? null) : null,
        received: slot.receiptNos.length > 0 ? 1 : 0,
        missing: slot.receiptNos.length > 0 ? 0 : 1,
      })),
    );
};

/** The library reports' rows by endpoint (LIB_REPORT_ENDPOINTS), each with its declaration. */
export const LIBRARY_REPORT_ROWS: SchoolReportMap = {
  [E.booksFilter]: { report: declaration(E.booksFilter), rows: booksFilter },
  [E.booksOutward]: { report: declaration(E.booksOutward), rows: booksOutward },
  [E.overdueIssues]: { report: declaration(E.overdueIssues), rows: overdueIssues },
  [E.studentInfo]: { report: declaration(E.studentInfo), rows: studentInfo },
  [E.journals]: { report: declaration(E.journals), rows: journals },
};
