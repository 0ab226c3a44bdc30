import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { STUDENTS } from '../../../menus/catalogue/students';
import { STU_REPORT_ENDPOINTS as E } from './domain/report-endpoints';

/**
 * Pending fees (students menu 8/11): each pupil who owes on the front desk's fee ledger as on a day,
 * split into school fees, transport and other charges (penalties, library fines, books and uniform), grouped by
 * class. Declaration only (pure): the screen comes from reportScreens (pending-fees-report.ts), the demo backend
 * computes the rows (mocks/students/reports/report-rows-fees.ts). Rupees.
 */
const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

export const PENDING_FEES_REPORT: ReportDeclaration = {
  name: 'students.report.pending-fees',
  title: STUDENTS.repPendingFees.title,
  screen: STUDENTS.repPendingFees,
  endpoint: E.pendingFees,
  parameters: [
    { name: 'toDate', label: 'As on', type: 'date', required: true, defaultValue: '@today' },
    { name: 'classCode', label: 'Class (e.g. VIII-A)', type: 'text', max: 10, help: 'Leave empty for every class.' },
  ],
  columns: [
    text('classCode', 'Class'),
    text('admissionNo', 'Admission number'),
    text('name', 'Pupil'),
    text('parent', 'Parent'),
    text('phone', 'Phone'),
    money('fees', 'School fees'),
    money('transport', 'Transport'),
    money('charges', 'Penalties, fines and sales'),
    money('balance', 'Balance'),
  ],
  groupBy: 'classCode',
};
