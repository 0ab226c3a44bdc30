import type { ReportDeclaration } from '../engine/report/report';
import { STUDENTS_REPORTS } from '../modules/students/students-reports';

/** Every report the demo backend computes, from the modules' own declarations. */
export const DEMO_REPORTS: readonly ReportDeclaration[] = [...STUDENTS_REPORTS];
