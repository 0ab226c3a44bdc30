import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { nextYearNumber } from '../../../lib/numbers/year-series';
import { LIBRARY } from '../../../menus/catalogue/library';
import { dueDateOf, issueProblems, type IssueLineInput } from '../../../modules/library/domain/issue-rules';
import { LIB_PREFIXES, LIB_ROUTES as API } from '../../../modules/library/domain/lib-routes';
import type { IssueRequirements, LibIssue } from '../../../modules/library/domain/library-types';
import { readJson } from '../../core/read-json';
import { datedListHandler } from '../../core/registers/dated-list-handler';
import type { DemoSession } from '../../core/sessions/auth';
import { booksOf } from '../../core/school/school-masters';
import {
  headerOf,
  linesOf,
  logSchool,
  refusal,
  schoolSession,
  schoolToday,
  schoolWrite,
  text,
} from '../../core/school/school-session';
import { issuesOf, writeIssue } from '../../core/school/library-store';
import { copiesOutOf, membersOf, standingOf } from './library-members';

const SCREEN = LIBRARY.libIssues;

/** The issue's copies as sent: accession numbers upper-cased, copy numbers as numbers (NaN refused by the rules). */
const linesFrom = (body: Record<string, unknown>): IssueLineInput[] =>
  linesOf(body).map((line) => ({ accessionNo: text(line.accessionNo).toUpperCase(), copyNo: Number(line.copyNo) }));

/**
 * Saves an issue dated today: refused with every problem the rules find (limit, copy out naming its holder, reference
 * only, unknown).
 */
async function save(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const header = headerOf(body);
  const today = schoolToday();
  const member = (await membersOf(session.companyCode, today)).find((one) => one.key === text(header.memberKey));
  if (!member) return refusal('Choose the member who borrows the books (a pupil on the roll or staff in service).');
  const lines = linesFrom(body);
  const dueDate = text(header.dueDate) || dueDateOf(today, member.kind);
  const [books, issues] = await Promise.all([booksOf(session.companyCode), issuesOf(session.companyCode)]);
  const problems = issueProblems({ date: today, dueDate, member, lines }, { books, issues });
  if (problems.length > 0)
    return refusal(
      problems
        .map((problem) =>
          problem.line === undefined ? problem.message : `Line ${problem.line + 1}: ${problem.message}`,
        )
        .join(' '),
    );
  const issueNo = nextYearNumber(
    LIB_PREFIXES.issue,
    today,
    issues.map((one) => one.issueNo),
  );
  const titleOf = new Map(books.map((book) => [book.accessionNo, book.title]));
  const issue: LibIssue = {
    issueNo,
    date: today,
    memberKey: member.key,
    memberName: member.name,
    memberKind: member.kind,
    by: session.userName,
    lines: lines.map((line) => ({
      ...line,
      title: titleOf.get(line.accessionNo) ?? '',
      dueDate,
      returnedOn: '',
      returnNo: '',
    })),
  };
  await writeIssue(session.companyCode, issue);
  await logSchool(
    session,
    'library',
    'Issue',
    'Book issue',
    issueNo,
    `${lines.length} cop${lines.length === 1 ? 'y' : 'ies'} to ${member.name} until ${dueDate}`,
  );
  return HttpResponse.json({ result: 'OK', seq: issueNo, recordId: issueNo });
}

/** Book issues' routes (api/LibIssues/*): read with the screen's right, issue with create (1). */
export const issueHandlers = [
  http.post(`*/${API.issueRequirements}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = schoolToday();
    const [members, books, issues] = await Promise.all([
      membersOf(session.companyCode, today),
      booksOf(session.companyCode),
      issuesOf(session.companyCode),
    ]);
    const answer: IssueRequirements = {
      today,
      members,
      out: copiesOutOf(issues),
      books: books
        .filter((book) => book.active)
        .map(({ accessionNo, title, author, subject, copies, referenceOnly, active }) => ({
          accessionNo,
          title,
          author,
          subject,
          copies,
          referenceOnly,
          active,
        })),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.member}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = schoolToday();
    const key = text((await readJson(request)).detail);
    const member = (await membersOf(session.companyCode, today)).find((one) => one.key === key);
    if (!member) return HttpResponse.json(null);
    return HttpResponse.json(standingOf(member, await issuesOf(session.companyCode), today));
  }),
  datedListHandler({ route: API.issues, screen: SCREEN, rowsOf: issuesOf, numberOf: (issue) => issue.issueNo }),
  http.post(`*/${API.saveIssue}`, async ({ request }) => {
    const session = await schoolSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return schoolWrite(request, session, () => save(session, body));
  }),
];
