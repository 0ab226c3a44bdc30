import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_REPORT_ENDPOINTS as E } from '../reports/domain/report-endpoints';

/**
 * The enquiry reports: the front desk's calls, pending calls, presentations, pending presentations and
 * user-wise calls (menu 8/1-5), and the shared enquiry reports rep1-3 (the shares' pre-sales menu, 7/2/52-54).
 * Declarations only (pure): the screens come from reportScreens, the demo backend computes the rows.
 */
type Parameter = ReportDeclaration['parameters'][number];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
const figure = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });

const FROM: Parameter = { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@month-start' };
const TO: Parameter = { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' };
const PERIOD = [FROM, TO];
const YEAR_PERIOD = [{ ...FROM, defaultValue: '@fy-start' }, TO];

type Screen = ReportDeclaration['screen'];
const enquiryReport = (
  screen: Screen,
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `frontdesk.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

/**
 * The columns of an enquiry row; `about`: "Class sought" in the school's reports, "Interested in" in the shared ones.
 */
const enquiryColumns = (about: string): ReportColumn[] => [
  text('enquiryNo', 'Enquiry'),
  date('date', 'Date'),
  text('parentName', 'Enquired by'),
  text('childName', 'Child'),
  text('phone', 'Mobile'),
  text('classSought', about),
  text('source', 'Source'),
  text('status', 'Status'),
  date('followUpDate', 'Next follow-up'),
  count('followUps', 'Follow-ups'),
  text('by', 'Taken by'),
];
const pendingColumns = (about: string): ReportColumn[] => [
  text('enquiryNo', 'Enquiry'),
  date('date', 'Date'),
  text('parentName', 'Enquired by'),
  text('childName', 'Child'),
  text('phone', 'Mobile'),
  text('classSought', about),
  text('status', 'Status'),
  date('followUpDate', 'Follow-up due'),
  figure('daysOverdue', 'Days overdue'),
  text('lastNote', 'Last follow-up'),
  text('by', 'Taken by'),
];
const convertedColumns = (about: string): ReportColumn[] => [
  text('enquiryNo', 'Enquiry'),
  date('date', 'Date'),
  text('parentName', 'Enquired by'),
  text('childName', 'Child'),
  text('classSought', about),
  text('source', 'Source'),
  date('closedOn', 'Converted on'),
  figure('days', 'Days to convert'),
  text('admissionNo', 'Admission number'),
  text('by', 'Taken by'),
];
const presentationColumns: ReportColumn[] = [
  text('presentationNo', 'Presentation'),
  date('scheduledDate', 'Day'),
  text('scheduledTime', 'Time'),
  text('parentName', 'Family'),
  text('childName', 'Child'),
  text('phone', 'Mobile'),
  text('enquiryNo', 'Enquiry'),
  text('venue', 'Venue'),
  text('presenterName', 'Presented by'),
  text('status', 'Status'),
  text('outcome', 'Outcome'),
];

export const ENQUIRY_REPORTS: readonly ReportDeclaration[] = [
  enquiryReport(FRONT_DESK.fdRepCalls, 'calls', E.calls, PERIOD, enquiryColumns('Class sought')),
  enquiryReport(FRONT_DESK.fdRepCallspending, 'pending-calls', E.pendingCalls, [], pendingColumns('Class sought')),
  enquiryReport(FRONT_DESK.fdRepPresentations, 'presentations', E.presentations, PERIOD, presentationColumns),
  enquiryReport(
    FRONT_DESK.fdRepPresentationspending,
    'pending-presentations',
    E.pendingPresentations,
    [],
    [...presentationColumns.slice(0, 10), figure('daysOverdue', 'Days overdue')],
  ),
  enquiryReport(FRONT_DESK.fdRepCallsuserwise, 'userwise-calls', E.userwiseCalls, PERIOD, [
    text('user', 'User'),
    count('taken', 'Taken'),
    count('followUps', 'Follow-ups made'),
    count('converted', 'Converted'),
    count('closed', 'Closed'),
    count('open', 'Still open'),
  ]),
  enquiryReport(FRONT_DESK.rep1, 'enquiries', E.enquiries, PERIOD, enquiryColumns('Interested in')),
  enquiryReport(FRONT_DESK.rep2, 'pending-enquiries', E.pendingEnquiries, [], pendingColumns('Interested in')),
  enquiryReport(
    FRONT_DESK.rep3,
    'converted-enquiries',
    E.convertedEnquiries,
    YEAR_PERIOD,
    convertedColumns('Interested in'),
  ),
];
