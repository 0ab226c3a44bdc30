import type { ReportResult } from '../../../engine/report/report';
import { reportExportTable } from '../../../engine/report/report-export';
import { ReportPage } from '../../../engine/report/report-page';
import { ReportTable } from '../../../engine/report/report-table';
import type { ReportView } from '../../../engine/report/report-view';
import { ACCOUNT_REPORTS } from './account-reports';
import { HRD_REPORT_ENDPOINTS } from './domain/report-endpoints';
import { labelWeek } from './domain/week-labels';

const REPORT = ACCOUNT_REPORTS.find((report) => report.endpoint === HRD_REPORT_ENDPOINTS.weeklyAttendance)!;

/** The weekly attendance answer: rows with totals, and the days its columns d1...d7 stand for. */
type WeekResult = ReportResult & { days: string[] };

const view: ReportView<WeekResult> = {
  read: (answer) => answer as WeekResult,
  isEmpty: (result) => result.count === 0,
  render: (result, context) => (
    <ReportTable context={context} columns={labelWeek(REPORT.columns, result.days)} result={result} />
  ),
  exportTable: (result) => reportExportTable(labelWeek(REPORT.columns, result.days), result),
};

/** Weekly attendance (/hrd/hrd-rep-weekly-attendance): each day's column headed by its date. */
export function WeeklyAttendanceScreen() {
  return (
    <ReportPage
      report={REPORT}
      view={view}
      intro="Each employee's code on each day of the week (L: minutes late, OT: overtime hours), saved days as saved and the rest as the shifts and punches propose them."
    />
  );
}
