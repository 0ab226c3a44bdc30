import type { ReportColumn, ReportResult } from './report';
import { reportCell } from './report-table';

/** The report's rows as the list export takes them: labels, then values (numbers stay numbers), then the total. */
export function reportExportTable(columns: readonly ReportColumn[], result: ReportResult) {
  const numeric = (column: ReportColumn) =>
    column.type === 'number' || column.type === 'money' || column.type === 'percent';
  const body = result.rows.map((row) =>
    columns.map((column) =>
      numeric(column) && typeof row[column.name] === 'number'
        ? (row[column.name] as number)
        : reportCell(column, row[column.name]),
    ),
  );
  const total = columns.map((column, index) =>
    column.name in result.totals ? result.totals[column.name]! : index === 0 ? 'Total' : '',
  );
  return { header: columns.map((column) => column.label), body: [...body, total] };
}
