import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { HRD } from '../../../menus/catalogue/hrd';

const SalaryStatementScreen = lazy(() => import('./salary-screen').then((m) => ({ default: m.SalaryStatementScreen })));

/** The salary statement on its current route and its older twin (`hrdsalarystatement`): the same screen. */
export const salaryScreens: ScreenMap = {
  [HRD.hrdSalaryStatement.path]: SalaryStatementScreen,
  [HRD.hrdsalarystatement.path]: SalaryStatementScreen,
};
