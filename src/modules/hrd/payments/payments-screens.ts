import { lazy } from 'react';
import type { ScreenMap } from '../../../engine/module-manifest';
import { reportScreens } from '../../../engine/report/report-screen';
import { HRD } from '../../../menus/catalogue/hrd';
import { PAYMENT_REPORTS } from '../domain/statement-reports';

const SalaryPayments = lazy(() =>
  import('./salary-payments-screen').then((m) => ({ default: m.SalaryPaymentsScreen })),
);

/**
 * The HR payments screens by route path, spread into the HR module's screen map: salary payments on the
 * current route and its older twin (one screen), and the five salary account reports (67-71) from the report engine.
 */
export const paymentsScreens: ScreenMap = {
  [HRD.hrdSalaryPayments.path]: SalaryPayments,
  [HRD.hrdpayments.path]: SalaryPayments,
  ...reportScreens(PAYMENT_REPORTS),
};
