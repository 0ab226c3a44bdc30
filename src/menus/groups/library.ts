import { LIBRARY as L } from '../catalogue/library';
import { group, link, moduleGroup } from '../menu-builders';

/** The library sidebar group (spec section 2, "Library"). */
export const LIBRARY_MENU = moduleGroup('Library', 'library', 'Books, journals, issues and returns', [
  link(L.libraryDash, 'Dashboard'),
  group('Masters', [link(L.libBooks), link(L.libJournals)]),
  group('Transactions', [link(L.libIssues), link(L.libReceipts), link(L.libJournalsTra)]),
  group('Reports', [
    link(L.libRepBooksfilter),
    link(L.libRepBooksoutward),
    link(L.libRepIssueoverdated),
    link(L.libRepStudentinfo),
    link(L.libRepJournals, 'Journals'),
  ]),
]);
