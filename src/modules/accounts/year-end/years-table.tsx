import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { yearLabel, type YearRow, type YearStatus } from './financial-years';

const STATUS_TEXT: Readonly<Record<YearStatus, string>> = {
  closed: 'Closed',
  open: 'Ended, not closed',
  current: 'Current year',
};

/** A year's result as the user reads it: "Profit 1,23,456.00", "Loss 1,234.00" or "Nil". */
export function resultText(result: number): string {
  if (result === 0) return 'Nil';
  return `${result > 0 ? 'Profit' : 'Loss'} ${formatMoney(Math.abs(toPaise(result)))}`;
}

const COLUMNS: ReadonlyArray<TableColumn<YearRow>> = [
  { label: 'Year', cell: yearLabel },
  { label: 'From', cell: (year) => formatDate(year.from) },
  { label: 'To', cell: (year) => formatDate(year.to) },
  { label: 'Status', cell: (year) => STATUS_TEXT[year.status] + (year.canClose ? ' (can be closed)' : '') },
  {
    label: 'Result',
    numeric: true,
    cell: (year) => <span className={year.result < 0 ? 'text-danger' : undefined}>{resultText(year.result)}</span>,
  },
];

/** Every financial year of the books with its dates, status and profit or loss. */
export function YearsTable({ years }: { years: readonly YearRow[] }) {
  return (
    <div style={{ maxWidth: '56rem' }}>
      <DataTable
        rows={years}
        columns={COLUMNS}
        rowKey={(year) => year.from}
        caption="Financial years"
        captionPlacement="hidden"
        tableClassName="table table-bordered table-sm"
      />
    </div>
  );
}
