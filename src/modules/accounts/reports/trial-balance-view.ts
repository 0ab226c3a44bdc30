import type { StatementColumn } from '../../../engine/report/statement-columns';
import type { Paise } from '../../../lib/money/money';
import type { TrialBalance } from '../ledger/statements-types';
import { statementView } from './statement-view';

interface Row {
  kind: 'group' | 'account' | 'subtotal' | 'total';
  code: string;
  label: string;
  /** Opening debit and credit, debit, credit, closing debit and credit; none on a group heading. */
  figures: readonly Paise[] | null;
}

const split = (signed: Paise): [Paise, Paise] => [Math.max(signed, 0), Math.max(-signed, 0)];
const figure = (index: number) => (row: Row) => row.figures?.[index] ?? null;

function columns(tb: TrialBalance): ReadonlyArray<StatementColumn<Row>> {
  const ledger = (row: Row) =>
    row.kind === 'account'
      ? `accounts/accfinrepledgerdetailed?p.account=${encodeURIComponent(row.code)}&p.fromDate=${tb.from}&p.toDate=${tb.to}`
      : null;
  return [
    { key: 'account', label: 'Account', kind: 'text', value: (row) => row.label, link: ledger },
    { key: 'od', label: 'Opening debit', kind: 'money', value: figure(0) },
    { key: 'oc', label: 'Opening credit', kind: 'money', value: figure(1) },
    { key: 'dr', label: 'Debit', kind: 'money', value: figure(2) },
    { key: 'cr', label: 'Credit', kind: 'money', value: figure(3) },
    { key: 'cd', label: 'Closing debit', kind: 'money', value: figure(4) },
    { key: 'cc', label: 'Closing credit', kind: 'money', value: figure(5) },
  ];
}

/** Accounts grouped by account group, each group with its subtotal; the footer's totals always agree. */
function build(tb: TrialBalance) {
  const rows: Row[] = [];
  let sums: number[] = [];
  let group: string | null = null;
  let groupName = '';
  const close = () => {
    if (group !== null) rows.push({ kind: 'subtotal', code: group, label: `Total, ${groupName}`, figures: sums });
  };
  for (const line of tb.rows) {
    if (line.group !== group) {
      close();
      group = line.group;
      groupName = line.groupName;
      sums = [0, 0, 0, 0, 0, 0];
      rows.push({ kind: 'group', code: group, label: groupName || '(no group)', figures: null });
    }
    const figures = [...split(line.opening), line.debit, line.credit, ...split(line.closing)];
    sums = sums.map((sum, index) => sum + figures[index]!);
    rows.push({ kind: 'account', code: line.account, label: `${line.name} (${line.account})`, figures });
  }
  close();
  const t = tb.totals;
  const foot: Row[] = [
    {
      kind: 'total',
      code: '',
      label: 'Total',
      figures: [t.openingDebit, t.openingCredit, t.debit, t.credit, t.closingDebit, t.closingCredit],
    },
  ];
  return { rows, foot };
}

export const trialBalanceView = statementView<TrialBalance, Row>({
  columns,
  build,
  isEmpty: (tb) => tb.rows.length === 0,
  rowKey: (row, index) => `${row.kind}-${row.code}-${index}`,
  rowClass: (row) =>
    row.kind === 'group'
      ? 'table-light fw-semibold'
      : row.kind === 'subtotal'
        ? 'fw-semibold report-subtotal'
        : undefined,
  summary: (tb) =>
    tb.totals.closingDebit === tb.totals.closingCredit && tb.totals.debit === tb.totals.credit
      ? 'Debits and credits agree.'
      : 'Debits and credits do not agree: the books need checking.',
});
