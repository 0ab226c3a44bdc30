import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { LIBRARY } from '../../../menus/catalogue/library';

const IssueScreen = lazy(() => import('./issue-screen').then((m) => ({ default: m.IssueScreen })));
const ReturnScreen = lazy(() => import('./return-screen').then((m) => ({ default: m.ReturnScreen })));
const JournalsScreen = lazy(() => import('./journals-screen').then((m) => ({ default: m.JournalsScreen })));

/**
 * Library circulation by route path, spread into the library module's screen map: book issues
 * (/library/lib-issues), book returns with the overdue fine (/library/lib-receipts) and journals received
 * (/library/lib-journals-tra).
 */
export const circulationScreens: ScreenMap = {
  [LIBRARY.libIssues.path]: IssueScreen,
  [LIBRARY.libReceipts.path]: ReturnScreen,
  [LIBRARY.libJournalsTra.path]: JournalsScreen,
};
