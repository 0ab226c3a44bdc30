import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_REPORT_ENDPOINTS as E } from '../reports/domain/report-endpoints';

/**
 * The desk logs' reports: training information and meeting details (menu 8/9-10), a row per attendee
 * grouped by the training or meeting (invited and present added up). Declarations only (pure): the screens come
 * from reportScreens (reports/desk-reports.ts), the demo backend computes the rows
 * (mocks/school-office/reports/report-rows-desk.ts).
 */
type Parameter = ReportDeclaration['parameters'][number];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });

const PERIOD: Parameter[] = [
  { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@fy-start' },
  { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
];
const ATTENDEE = [text('attendee', 'Attendee'), text('who', 'Who'), text('attended', 'Attended')];
const TALLY = [count('invited', 'Invited'), count('present', 'Present')];

const deskReport = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  columns: readonly ReportColumn[],
  groupBy: string,
): ReportDeclaration => ({
  name: `frontdesk.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters: PERIOD,
  columns,
  groupBy,
});

export const TRAINING_INFO_REPORT = deskReport(
  FRONT_DESK.fdRepTraininginfo,
  'training-info',
  E.trainingInfo,
  [
    text('training', 'Training'),
    date('fromDate', 'From'),
    date('toDate', 'To'),
    text('trainer', 'Trainer'),
    text('venue', 'Venue'),
    ...ATTENDEE,
    text('remarks', 'Remarks'),
    ...TALLY,
  ],
  'training',
);

export const MEETING_DETAILS_REPORT = deskReport(
  FRONT_DESK.fdRepMeetingdetails,
  'meeting-details',
  E.meetingDetails,
  [
    text('meeting', 'Meeting'),
    date('meetingDate', 'Date'),
    text('time', 'Time'),
    text('venue', 'Venue'),
    text('chairedBy', 'Chaired by'),
    ...ATTENDEE,
    ...TALLY,
  ],
  'meeting',
);

export const DESK_REPORTS: readonly ReportDeclaration[] = [TRAINING_INFO_REPORT, MEETING_DETAILS_REPORT];
