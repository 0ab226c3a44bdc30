import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';

const FeeCollectionScreen = lazy(() =>
  import('./fee-collection-screen').then((m) => ({ default: m.FeeCollectionScreen })),
);
const FeeLedgerScreen = lazy(() => import('./fee-ledger-screen').then((m) => ({ default: m.FeeLedgerScreen })));

/**
 * The front desk fee screens by route path, spread into the front desk module's screen map: fee
 * collections (/front-desk/fd-feestra: receipts with instalments, concession and late fine, print, cancel) and the
 * student fee ledger (/front-desk/fd-students2).
 */
export const feesScreens: ScreenMap = {
  [FRONT_DESK.fdFeestra.path]: FeeCollectionScreen,
  [FRONT_DESK.fdStudents2.path]: FeeLedgerScreen,
};
