import type { StatementColumn } from '../../../engine/report/statement-columns';
import { formatMoney } from '../../../lib/money/money-format';
import type { Paise } from '../../../lib/money/money';
import type { BalanceSheet, ProfitAndLoss, StatementSection } from '../ledger/statements-types';
import { statementView } from './statement-view';

/** A line of a two-part statement: a heading, a section (root group) with its total, an account, a total. */
export interface SectionRow {
  kind: 'heading' | 'section' | 'account' | 'total';
  label: string;
  account: string;
  amount: Paise | null;
  total: Paise | null;
}

export const sectionColumns = (ledgerLink: (account: string) => string): ReadonlyArray<StatementColumn<SectionRow>> => [
  {
    key: 'particulars',
    label: 'Particulars',
    kind: 'text',
    value: (row) => row.label,
    link: (row) => (row.kind === 'account' ? ledgerLink(row.account) : null),
  },
  { key: 'amount', label: 'Amount', kind: 'money', value: (row) => row.amount },
  { key: 'total', label: 'Total', kind: 'money', value: (row) => row.total },
];

/** A heading, then each section's accounts and its total, then the part's total. */
export function sectionRows(
  heading: string,
  sections: readonly StatementSection[],
  totalLabel: string,
  total: Paise,
): SectionRow[] {
  return [
    { kind: 'heading', label: heading, account: '', amount: null, total: null },
    ...sections.flatMap((section): SectionRow[] => [
      { kind: 'section', label: section.name, account: section.group, amount: null, total: section.amount },
      ...section.accounts.map(
        (line): SectionRow => ({
          kind: 'account',
          label: `${line.name} (${line.account})`,
          account: line.account,
          amount: line.amount,
          total: null,
        }),
      ),
    ]),
    { kind: 'total', label: totalLabel, account: '', amount: null, total },
  ];
}

export const sectionRowClass = (row: SectionRow) =>
  row.kind === 'heading'
    ? 'table-light fw-bold'
    : row.kind === 'section'
      ? 'fw-semibold'
      : row.kind === 'total'
        ? 'fw-semibold report-subtotal'
        : 'statement-account';

const resultLabel = (net: Paise) => (net >= 0 ? 'Net profit' : 'Net loss');

export const profitAndLossView = statementView<ProfitAndLoss, SectionRow>({
  columns: (pnl) =>
    sectionColumns(
      (account) =>
        `accounts/accfinrepledgerdetailed?p.account=${encodeURIComponent(account)}&p.fromDate=${pnl.from}&p.toDate=${pnl.to}`,
    ),
  build: (pnl) => ({
    rows: [
      ...sectionRows('Income', pnl.income, 'Total income', pnl.totalIncome),
      ...sectionRows('Expenses', pnl.expenses, 'Total expenses', pnl.totalExpenses),
    ],
    foot: [
      {
        kind: 'total',
        label: `${resultLabel(pnl.net)} (income less expenses)`,
        account: '',
        amount: null,
        total: Math.abs(pnl.net),
      },
    ],
  }),
  isEmpty: (pnl) => pnl.income.length === 0 && pnl.expenses.length === 0,
  rowClass: sectionRowClass,
  summary: (pnl) => `${resultLabel(pnl.net)} for the period: ${formatMoney(Math.abs(pnl.net))}`,
});

export const balanceSheetView = statementView<BalanceSheet, SectionRow>({
  columns: (sheet) =>
    sectionColumns(
      (account) => `accounts/accfinrepledgerdetailed?p.account=${encodeURIComponent(account)}&p.toDate=${sheet.asOn}`,
    ),
  build: (sheet) => {
    const liabilities = sheet.liabilities.reduce((sum, section) => sum + section.amount, 0);
    const capital = sheet.capital.reduce((sum, section) => sum + section.amount, 0);
    return {
      rows: [
        ...sectionRows('Liabilities', sheet.liabilities, 'Total liabilities', liabilities),
        ...sectionRows('Capital', sheet.capital, 'Total capital', capital),
        {
          kind: 'section',
          label: `Profit and loss account (${sheet.result >= 0 ? 'profit' : 'loss'} not yet closed)`,
          account: '',
          amount: null,
          total: sheet.result,
        },
        ...sectionRows('Assets', sheet.assets, 'Total assets', sheet.totalAssets),
      ],
      foot: [
        {
          kind: 'total',
          label: 'Liabilities, capital and result',
          account: '',
          amount: null,
          total: sheet.totalLiabilitiesAndCapital,
        },
        { kind: 'total', label: 'Assets', account: '', amount: null, total: sheet.totalAssets },
      ],
    };
  },
  isEmpty: (sheet) => sheet.assets.length === 0 && sheet.liabilities.length === 0 && sheet.capital.length === 0,
  rowClass: sectionRowClass,
  summary: (sheet) =>
    sheet.totalAssets === sheet.totalLiabilitiesAndCapital
      ? 'The two sides agree.'
      : 'The two sides do not agree: the books need checking.',
});
