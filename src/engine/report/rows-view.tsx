import type { ReportDeclaration, ReportResult } from './report';
import { reportExportTable } from './report-export';
import { ReportTable } from './report-table';
import type { ReportView } from './report-view';

/** The default view of a report: the backend's rows with group subtotals and the grand total. */
export function rowsView(report: ReportDeclaration): ReportView<ReportResult> {
  return {
    read: (answer) => answer as ReportResult,
    isEmpty: (result) => result.count === 0,
    render: (result, context) => {
      const groupBy = result.groupBy ?? report.groupBy;
      return (
        <ReportTable context={context} columns={report.columns} result={result} {...(groupBy ? { groupBy } : {})} />
      );
    },
    exportTable: (result) => reportExportTable(report.columns, result),
  };
}
