import { useMemo } from 'react';
import { StatementTable } from '../../../../engine/report/statement-table';
import type { StatementColumn } from '../../../../engine/report/statement-columns';
import type { ReportContext } from '../../../../engine/report/report-view';
import { formatDate } from '../../../../lib/format/date-format';
import { addPaise, toPaise, type Paise } from '../../../../lib/money/money';
import { withRunningBalance } from '../../domain/folio';
import type { FolioLine } from '../../domain/stay-types';
import { KIND_WORDS } from '../domain/folio-words';

/** One ledger row: the line, its figures in paise, and the balance after it. */
export interface LedgerRow {
  line: FolioLine;
  amount: Paise;
  tax: Paise;
  debit: Paise;
  credit: Paise;
  balance: Paise;
}

/** The folio's lines as ledger rows, oldest first, with the running balance (a cancelled line leaves it unchanged). */
export function ledgerRows(lines: readonly FolioLine[]): LedgerRow[] {
  return withRunningBalance(lines).map((line) => {
    const tax = addPaise(toPaise(line.cgst), toPaise(line.sgst));
    const debit = toPaise(line.debit);
    return {
      line,
      tax,
      debit,
      credit: toPaise(line.credit),
      amount: debit > 0 ? debit - tax : 0,
      balance: toPaise(line.balance),
    };
  });
}

const COLUMNS: ReadonlyArray<StatementColumn<LedgerRow>> = [
  { key: 'dat', label: 'Date', kind: 'date', value: (row) => row.line.dat },
  { key: 'kind', label: 'Type', kind: 'text', value: (row) => KIND_WORDS[row.line.kind] },
  {
    key: 'description',
    label: 'Particulars',
    kind: 'text',
    value: (row) => (row.line.cancelled ? `${row.line.description} — cancelled` : row.line.description),
  },
  // A room night's reference is its night (ISO, which the occupancy reports compare); shown as every date is.
  {
    key: 'reference',
    label: 'Reference',
    kind: 'text',
    value: ({ line }) => (line.kind === 'ROOM' ? formatDate(line.reference) : line.reference),
  },
  { key: 'room', label: 'Room', kind: 'text', value: (row) => row.line.room },
  { key: 'amount', label: 'Amount', kind: 'money', value: (row) => row.amount },
  { key: 'tax', label: 'GST', kind: 'money', value: (row) => row.tax },
  { key: 'debit', label: 'Debit', kind: 'money', value: (row) => row.debit },
  { key: 'credit', label: 'Credit', kind: 'money', value: (row) => row.credit },
  { key: 'balance', label: 'Balance', kind: 'balance', value: (row) => row.balance },
];

interface Props {
  context: ReportContext;
  lines: readonly FolioLine[];
}

/**
 * The folio as a real table (headers, the print header on every page); a long folio renders only the rows in view
 * and every row on paper. Cancelled lines are struck through and say so.
 */
export function LedgerTable({ context, lines }: Props) {
  const rows = useMemo(() => ledgerRows(lines), [lines]);
  if (rows.length === 0) return <p>Nothing is posted to this folio yet.</p>;
  return (
    <StatementTable
      context={context}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.line.id}
      rowClass={(row) => (row.line.cancelled ? 'text-decoration-line-through text-body-secondary' : undefined)}
    />
  );
}
