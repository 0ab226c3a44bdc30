import { formatDate, formatDateTime } from '../../lib/format/date-format';
import { fromPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import type { ExportTable } from './report-view';

/**
 * A column of a statement. Money is integer paise in the row, shown and exported as rupees; a
 * balance is signed paise shown as "1,234.00 Dr" / "Cr" (exported signed, + debit).
 */
export interface StatementColumn<Row> {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'money' | 'balance' | 'date' | 'datetime';
  value: (row: Row) => string | number | null;
  /**
   * A link for the cell (drill-down): a route path without the layout prefix, e.g. `accounts/accpayments?record=PAY-…`.
   */
  link?: (row: Row) => string | null;
}

/** The cell's text: money as 1,23,456.78 (blank for zero), dates as 22 Nov 2026. */
export function statementCell<Row>(column: StatementColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null || value === '') return '';
  if (column.kind === 'money') return value === 0 ? '' : formatMoney(Number(value));
  if (column.kind === 'balance') return balanceText(Number(value));
  if (column.kind === 'date') return formatDate(String(value));
  if (column.kind === 'datetime') return formatDateTime(String(value));
  return String(value);
}

/** A signed balance in words: 1,234.00 Dr, 56.00 Cr, or 0.00. */
export function balanceText(paise: number): string {
  if (paise === 0) return formatMoney(0);
  return `${formatMoney(Math.abs(paise))} ${paise > 0 ? 'Dr' : 'Cr'}`;
}

/** Numbers align right. */
export const isNumericColumn = (kind: StatementColumn<unknown>['kind']) =>
  kind === 'money' || kind === 'balance' || kind === 'number';

/** The export of a statement: headers, then the lead, body and foot rows (money as rupee numbers). */
export function statementExport<Row>(columns: ReadonlyArray<StatementColumn<Row>>, rows: readonly Row[]): ExportTable {
  return {
    header: columns.map((column) => column.label),
    body: rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        if (value === null || value === '') return '';
        if (column.kind === 'money' || column.kind === 'balance') return fromPaise(Number(value));
        if (column.kind === 'date') return formatDate(String(value));
        if (column.kind === 'datetime') return formatDateTime(String(value));
        return value;
      }),
    ),
  };
}
