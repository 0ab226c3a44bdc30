import { toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { formatDate, formatDateTime } from '../../lib/format/date-format';
import type { ReportColumn, ReportResult, ReportValue } from './report';
import { ReportPrintHead } from './report-print-head';
import type { ReportContext } from './report-view';

export function reportCell(column: ReportColumn, value: ReportValue | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'money':
      return formatMoney(toPaise(Number(value)));
    case 'percent':
      return `${String(value)} %`;
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    default:
      return String(value);
  }
}

const NUMERIC = new Set(['number', 'money', 'percent']);
const align = (column: ReportColumn) => (NUMERIC.has(column.type) ? 'text-end' : undefined);

/** The report as a table: group heading rows, group subtotals, and the grand total in the footer. */
export function ReportTable({
  context,
  columns,
  result,
  groupBy,
}: {
  context: ReportContext;
  columns: readonly ReportColumn[];
  result: ReportResult;
  groupBy?: string;
}) {
  const shown = columns.filter((column) => column.name !== groupBy);
  const totalsRow = (label: string, totals: Readonly<Record<string, number>>, className: string) => (
    <tr className={className}>
      {shown.map((column, index) => (
        <td key={column.name} className={align(column)}>
          {index === 0 ? label : column.name in totals ? reportCell(column, totals[column.name]) : ''}
        </td>
      ))}
    </tr>
  );
  const rowsOf = (from: number, count: number) =>
    result.rows.slice(from, from + count).map((row, index) => (
      <tr key={from + index}>
        {shown.map((column) => (
          <td key={column.name} className={align(column)}>
            {reportCell(column, row[column.name])}
          </td>
        ))}
      </tr>
    ));
  let offset = 0;
  // Focusable and named: a wide report scrolls sideways on a phone, and the keyboard must reach it.
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={`${context.title} table`}>
      <table className="table table-sm table-hover align-middle report-table">
        <caption className="visually-hidden">{context.title}</caption>
        <thead>
          <ReportPrintHead context={context} span={shown.length} />
          <tr>
            {shown.map((column) => (
              <th key={column.name} scope="col" className={align(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {result.groups ? (
          result.groups.map((group) => {
            const from = offset;
            offset += group.count;
            const label = columns.find((column) => column.name === groupBy)?.label ?? 'Group';
            return (
              <tbody key={group.key}>
                <tr className="table-light">
                  <th scope="rowgroup" colSpan={shown.length}>
                    {label}: {group.label} ({group.count})
                  </th>
                </tr>
                {rowsOf(from, group.count)}
                {totalsRow(`Subtotal, ${group.label}`, group.totals, 'fw-semibold report-subtotal')}
              </tbody>
            );
          })
        ) : (
          <tbody>{rowsOf(0, result.rows.length)}</tbody>
        )}
        <tfoot>
          {totalsRow(
            `Total (${result.count} ${result.count === 1 ? 'row' : 'rows'})`,
            result.totals,
            'fw-bold report-total',
          )}
        </tfoot>
      </table>
    </div>
  );
}
