import type { StatementColumn } from '../../../engine/report/statement-columns';
import type { Ageing, AgeingRow } from '../ledger/ageing';
import type { InterestSpan, InterestStatement } from '../ledger/interest';
import type { ScheduleRow } from '../ledger/statements-types';
import { statementView } from './statement-view';

/** Receivables or payables by party in age buckets (bucket edges from the parameters), with totals. */
export const ageingView = statementView<Ageing, AgeingRow>({
  columns: (ageing): ReadonlyArray<StatementColumn<AgeingRow>> => [
    {
      key: 'party',
      label: 'Party',
      kind: 'text',
      value: (row) => (row.account ? `${row.name} (${row.account})` : row.name),
      link: (row) =>
        row.account
          ? `accounts/accfinrepledgerdetailed?p.account=${encodeURIComponent(row.account)}&p.toDate=${ageing.asOn}`
          : null,
    },
    ...ageing.labels.map(
      (label, index): StatementColumn<AgeingRow> => ({
        key: `bucket-${index}`,
        label: `${label} days`,
        kind: 'money',
        value: (row) => row.buckets[index] ?? 0,
      }),
    ),
    { key: 'total', label: 'Outstanding', kind: 'money', value: (row) => row.total },
    { key: 'advance', label: 'Advance', kind: 'money', value: (row) => row.advance },
  ],
  build: (ageing) => ({ rows: ageing.rows, foot: [{ account: '', name: 'Total', ...ageing.totals }] }),
  isEmpty: (ageing) => ageing.rows.length === 0,
  rowKey: (row) => row.account,
});

type InterestRow = InterestSpan & { label: string };

/** Interest on a party's balance, day by day at the rate, in spans of equal balance. */
export const interestView = statementView<InterestStatement, InterestRow>({
  columns: () => [
    { key: 'from', label: 'From', kind: 'date', value: (row) => row.from || null },
    { key: 'to', label: 'To', kind: 'date', value: (row) => row.to || null },
    { key: 'days', label: 'Days', kind: 'number', value: (row) => (row.label ? null : row.days) },
    { key: 'balance', label: 'Balance', kind: 'balance', value: (row) => row.balance },
    { key: 'interest', label: 'Interest', kind: 'money', value: (row) => row.interest },
    { key: 'label', label: 'Note', kind: 'text', value: (row) => row.label },
  ],
  build: (statement) => ({
    lead: [{ from: '', to: '', days: 0, balance: statement.opening, interest: 0, label: 'Opening balance' }],
    rows: statement.spans.map((span) => ({ ...span, label: '' })),
    foot: [
      {
        from: '',
        to: '',
        days: 0,
        balance: statement.closing,
        interest: statement.totalInterest,
        label: `Total interest at ${statement.ratePercent} % a year`,
      },
    ],
  }),
  isEmpty: () => false,
  rowKey: (row) => row.from,
});

/** The group-wise breakup: natures, groups (indented by depth) with their totals, and their accounts. */
export const schedulesView = statementView<ScheduleRow[], ScheduleRow>({
  columns: () => [
    {
      key: 'name',
      label: 'Particulars',
      kind: 'text',
      value: (row) => `${'\u2003'.repeat(row.level)}${row.name}${row.kind === 'account' ? ` (${row.code})` : ''}`,
    },
    { key: 'debit', label: 'Debit', kind: 'money', value: (row) => row.debit },
    { key: 'credit', label: 'Credit', kind: 'money', value: (row) => row.credit },
  ],
  build: (rows) => ({ rows }),
  isEmpty: (rows) => rows.length === 0,
  rowKey: (row, index) => `${row.kind}-${row.code}-${index}`,
  rowClass: (row) => (row.kind === 'nature' ? 'table-light fw-bold' : row.kind === 'group' ? 'fw-semibold' : undefined),
});
