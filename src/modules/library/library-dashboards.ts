import type { DashboardDeclaration } from '../../engine/dashboard/dashboard';
import { LIBRARY } from '../../menus/catalogue/library';

/** The library dashboard: titles, copies and journals from the masters. */
export const LIBRARY_DASHBOARDS: readonly DashboardDeclaration[] = [
  {
    name: 'library.dashboard',
    title: 'Library dashboard',
    screen: LIBRARY.libraryDash,
    endpoint: 'api/LibDashboard/GetLibraryDashboard',
    cards: [
      { name: 'titles', label: 'Book titles', format: 'number', source: { resource: 'library.books', measure: 'count' } },
      { name: 'copies', label: 'Copies', format: 'number', source: { resource: 'library.books', measure: 'sum', field: 'copies' } },
      { name: 'journals', label: 'Journals', format: 'number', source: { resource: 'library.journals', measure: 'count' } },
      { name: 'subscriptions', label: 'Journal subscriptions a year', format: 'money', source: { resource: 'library.journals', measure: 'sum', field: 'subscription' } },
    ],
    charts: [
      { name: 'byReference', title: 'Books: lending and reference only', kind: 'doughnut', source: { resource: 'library.books', measure: 'count', groupBy: 'referenceOnly' } },
      { name: 'journalsByLanguage', title: 'Journals by language', kind: 'bar', source: { resource: 'library.journals', measure: 'count', groupBy: 'language' } },
    ],
  },
];
