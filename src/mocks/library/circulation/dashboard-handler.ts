import { http, HttpResponse } from 'msw';
import type { DashboardData } from '../../../engine/dashboard/dashboard';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { LIBRARY } from '../../../menus/catalogue/library';
import { languageName, subjectName } from '../../../modules/library/domain/book-subjects';
import { LIB_ROUTES as API } from '../../../modules/library/domain/lib-routes';
import type { Book, Journal, LibIssue, LibReturn } from '../../../modules/library/domain/library-types';
import { authorise } from '../../core/sessions/authorise';
import { booksOf, journalsOf } from '../../core/school/school-masters';
import { schoolToday } from '../../core/school/school-session';
import { issuesOf, returnsOf } from '../../core/school/library-store';
import { copiesOutOf } from './library-members';

/**
 * The figures of the library dashboard on `today` from the books, journals, issues and returns (pure, so a test can
 * recompute them).
 */
export function libraryFigures(
  books: readonly Book[],
  journals: readonly Journal[],
  issues: readonly LibIssue[],
  returns: readonly LibReturn[],
  today: string,
): DashboardData {
  const month = today.slice(0, 7);
  const out = copiesOutOf(issues);
  const overdue = out.filter((copy) => copy.dueDate < today);
  const subjectOf = new Map(books.map((book) => [book.accessionNo, book.subject]));
  const bySubject = new Map<string, number>();
  const byLanguage = new Map<string, number>();
  for (const journal of journals) byLanguage.set(journal.language, (byLanguage.get(journal.language) ?? 0) + 1);
  for (const issue of issues)
    for (const line of issue.lines)
      bySubject.set(
        subjectOf.get(line.accessionNo) ?? '',
        (bySubject.get(subjectOf.get(line.accessionNo) ?? '') ?? 0) + 1,
      );
  return {
    cards: {
      titles: books.filter((book) => book.active).length,
      copies: books.filter((book) => book.active).reduce((total, book) => total + book.copies, 0),
      booksOut: out.length,
      overdue: overdue.length,
      issuedThisMonth: issues
        .filter((issue) => issue.date.startsWith(month))
        .reduce((total, issue) => total + issue.lines.length, 0),
      finesThisMonth: fromPaise(
        sumPaise(returns.filter((row) => row.date.startsWith(month)).map((row) => toPaise(row.fine))),
      ),
    },
    charts: {
      issuesBySubject: [...bySubject]
        .map(([code, value]) => ({ label: subjectName(code), value }))
        .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label)),
      journalsByLanguage: [...byLanguage]
        .map(([code, value]) => ({ label: languageName(code), value }))
        .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label)),
      outByState:
        out.length === 0
          ? []
          : [
              { label: 'Due back later', value: out.length - overdue.length },
              { label: 'Overdue', value: overdue.length },
            ],
    },
  };
}

/** The library dashboard from the stored issues and returns (answered before the generic dashboards). */
export const dashboardHandler = http.post(`*/${API.dashboard}`, async ({ request }) => {
  const session = await authorise(request, LIBRARY.libraryDash.code!, 'read');
  if (session instanceof Response) return session;
  const { companyCode } = session;
  const [books, journals, issues, returns] = await Promise.all([
    booksOf(companyCode),
    journalsOf(companyCode),
    issuesOf(companyCode),
    returnsOf(companyCode),
  ]);
  return HttpResponse.json(libraryFigures(books, journals, issues, returns, schoolToday()));
});
