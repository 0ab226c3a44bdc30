import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { STUDENTS } from '../../../menus/catalogue/students';
import { STU_REPORT_ENDPOINTS } from '../reports/domain/report-endpoints';

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

/**
 * Pending penalties (rep-pending-penalities): every penalty given and not cancelled that is not paid in full, as on
 * the day asked, grouped by class; computed by the backend from the penalties given and the fee receipts
 * (src/mocks/students/reports/report-rows-penalties.ts).
 */
export const PENDING_PENALTIES_REPORT: ReportDeclaration = {
  name: 'students.report.pending-penalties',
  title: STUDENTS.repPendingPenalities.title,
  screen: STUDENTS.repPendingPenalities,
  endpoint: STU_REPORT_ENDPOINTS.pendingPenalties,
  parameters: [
    { name: 'toDate', label: 'As on', type: 'date', required: true, defaultValue: '@today' },
    {
      name: 'classCode',
      label: 'Class',
      type: 'text',
      max: 10,
      help: 'A class code such as VIII-A; leave empty for every class.',
    },
  ],
  columns: [
    text('classCode', 'Class'),
    text('penaltyNo', 'Penalty'),
    { name: 'date', label: 'Given on', type: 'date' },
    text('admissionNo', 'Admission number'),
    text('name', 'Pupil'),
    text('reason', 'Reason'),
    money('amount', 'Amount'),
    money('paid', 'Paid'),
    money('pending', 'Pending'),
    text('status', 'Status'),
  ],
  groupBy: 'classCode',
};
