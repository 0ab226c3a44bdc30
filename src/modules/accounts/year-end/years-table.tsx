import Table from 'react-bootstrap/Table';
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

/** Every financial year of the books with its dates, status and profit or loss. */
export function YearsTable({ years }: { years: readonly YearRow[] }) {
  return (
    <Table responsive bordered size="sm" aria-label="Financial years" style={{ maxWidth: '56rem' }}>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Status</th>
          <th scope="col" className="text-end">
            Result
          </th>
        </tr>
      </thead>
      <tbody>
        {years.map((year) => (
          <tr key={year.from}>
            <th scope="row">{yearLabel(year)}</th>
            <td>{formatDate(year.from)}</td>
            <td>{formatDate(year.to)}</td>
            <td>{STATUS_TEXT[year.status] + (year.canClose ? ' (can be closed)' : '')}</td>
            <td className={`text-end ${year.result < 0 ? 'text-danger' : ''}`}>{resultText(year.result)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
