import type { ReportDeclaration } from '../../../engine/report/report';
import { ACCOUNTS_REPORTS } from '../../../modules/accounts/accounts-reports';
import { HRD_REPORTS } from '../../../modules/hrd/hrd-reports';
import { POS_REPORTS } from '../../../modules/pos/pos-reports';
import { PROCUREMENT_REPORTS } from '../../../modules/procurement/procurement-reports';
import { STUDENTS_REPORTS } from '../../../modules/students/students-reports';

/** Every report the demo backend computes, from the modules' own declarations. */
export const DEMO_REPORTS: readonly ReportDeclaration[] = [
  ...ACCOUNTS_REPORTS,
  ...PROCUREMENT_REPORTS,
  ...POS_REPORTS,
  ...HRD_REPORTS,
  ...STUDENTS_REPORTS,
];
