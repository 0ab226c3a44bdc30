import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { LIBRARY } from '../../menus/catalogue/library';
import { LIB_ROUTES } from './domain/lib-routes';

/**
 * The library dashboard, computed by the backend from the books, journals, issues and returns
 * (src/mocks/library/circulation/dashboard-handler.ts).
 */
export const LIBRARY_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'library.dashboard',
    title: 'Library dashboard',
    screen: LIBRARY.libraryDash,
    endpoint: LIB_ROUTES.dashboard,
    cards: [
      { name: 'booksOut', label: 'Books out', format: 'number' },
      { name: 'overdue', label: 'Overdue', format: 'number' },
      { name: 'issuedThisMonth', label: 'Issued this month', format: 'number' },
      { name: 'finesThisMonth', label: 'Fines this month', format: 'money' },
      { name: 'titles', label: 'Book titles', format: 'number' },
      { name: 'copies', label: 'Copies', format: 'number' },
    ],
    charts: [
      { name: 'issuesBySubject', title: 'Issues by subject', kind: 'bar', format: 'number' },
      { name: 'outByState', title: 'Books out: on time and overdue', kind: 'doughnut', format: 'number' },
      { name: 'journalsByLanguage', title: 'Journals by language', kind: 'bar', format: 'number' },
    ],
  },
];
