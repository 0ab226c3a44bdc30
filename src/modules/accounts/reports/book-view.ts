import type { StatementColumn } from '../../../engine/report/statement-columns';
import { voucherTypeLabel } from '../ledger/voucher';
import type { AccountBook, AccountBookRow, DayBookRow } from '../ledger/statements-types';
import { statementView } from './statement-view';
import { voucherLink } from './voucher-link';

type BookRow = Omit<AccountBookRow, 'balance' | 'debit' | 'credit'> & {
  debit: number | null;
  credit: number | null;
  balance: number;
};

/** A voucher line's date, its voucher (a link, unless another module posted it) and what kind of voucher it is. */
type VoucherLine = Pick<DayBookRow, 'date' | 'voucher' | 'type' | 'kind'>;

/** The columns every book opens with: the date, the voucher (linked to it) and its type. */
function voucherColumns<Row extends VoucherLine>(): Array<StatementColumn<Row>> {
  return [
    { key: 'date', label: 'Date', kind: 'date', value: (row) => row.date || null },
    {
      key: 'voucher',
      label: 'Voucher',
      kind: 'text',
      value: (row) => row.voucher,
      link: (row) => (row.kind ? null : voucherLink(row.type, row.voucher)),
    },
    {
      key: 'type',
      label: 'Type',
      kind: 'text',
      value: (row) => (row.voucher ? (row.kind ?? voucherTypeLabel(row.type)) : ''),
    },
  ];
}

const BOOK_COLUMNS: ReadonlyArray<StatementColumn<BookRow>> = [
  ...voucherColumns<BookRow>(),
  { key: 'counter', label: 'Particulars', kind: 'text', value: (row) => row.counterName },
  { key: 'narration', label: 'Narration', kind: 'text', value: (row) => row.narration },
  { key: 'debit', label: 'Debit', kind: 'money', value: (row) => row.debit },
  { key: 'credit', label: 'Credit', kind: 'money', value: (row) => row.credit },
  { key: 'balance', label: 'Balance', kind: 'balance', value: (row) => row.balance },
];

const summaryRow = (
  label: string,
  balance: number,
  debit: number | null = null,
  credit: number | null = null,
): BookRow => ({
  date: '',
  voucher: '',
  type: 'JOU',
  counter: '',
  counterName: label,
  narration: '',
  debit,
  credit,
  balance,
});

/**
 * Cash book, bank book and the detailed ledger: opening, every entry with its counter account and running balance,
 * closing.
 */
export const accountBookView = statementView<AccountBook, BookRow>({
  columns: () => BOOK_COLUMNS,
  build: (book) => ({
    lead: [summaryRow('Opening balance', book.opening)],
    rows: book.rows,
    foot: [
      summaryRow('Totals of the period', book.closing, book.totalDebit, book.totalCredit),
      summaryRow('Closing balance', book.closing),
    ],
  }),
  isEmpty: () => false,
  rowKey: (row, index) => `${row.voucher}-${index}`,
  summary: (book) =>
    `${book.name} (${book.account}): ${book.rows.length} ${book.rows.length === 1 ? 'entry' : 'entries'}`,
});

const DAY_BOOK_COLUMNS: ReadonlyArray<StatementColumn<DayBookRow>> = [
  ...voucherColumns<DayBookRow>(),
  { key: 'account', label: 'Account', kind: 'text', value: (row) => row.accountName },
  { key: 'debit', label: 'Debit', kind: 'money', value: (row) => row.debit },
  { key: 'credit', label: 'Credit', kind: 'money', value: (row) => row.credit },
  { key: 'narration', label: 'Narration', kind: 'text', value: (row) => row.narration },
];

/** Every voucher of the period, line by line, with the period's totals. */
export const dayBookView = statementView<DayBookRow[], DayBookRow>({
  columns: () => DAY_BOOK_COLUMNS,
  build: (rows) => {
    const debit = rows.reduce((sum, row) => sum + row.debit, 0);
    const credit = rows.reduce((sum, row) => sum + row.credit, 0);
    return {
      rows,
      foot: [{ date: '', voucher: '', type: 'JOU', account: '', accountName: 'Totals', debit, credit, narration: '' }],
    };
  },
  isEmpty: (rows) => rows.length === 0,
  rowKey: (row, index) => `${row.voucher}-${index}`,
});
