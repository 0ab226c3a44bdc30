import Papa from 'papaparse';
import type { Paise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';

/** One line of a bank statement; `row` is its 1-based row in the file. Amounts in paise, one of them non-zero. */
export interface BankStatementLine {
  row: number;
  date: string;
  description: string;
  reference: string;
  withdrawal: Paise;
  deposit: Paise;
}

type Field = 'date' | 'description' | 'reference' | 'debit' | 'credit' | 'amount' | 'drcr';
type Columns = Partial<Record<Field, number>>;

/** Header names per field, best first, after normalising (lower case, dots and brackets dropped). */
const HEADERS: Readonly<Record<Field, readonly string[]>> = {
  date: ['date', 'txn date', 'transaction date', 'value date'],
  description: ['description', 'narration', 'particulars', 'details'],
  reference: ['ref', 'reference', 'cheque no', 'chq no', 'ref no', 'chq/ref no', 'cheque/ref no'],
  debit: ['debit', 'withdrawal', 'withdrawals', 'withdrawal amt', 'withdrawal amount', 'debit amount', 'dr'],
  credit: ['credit', 'deposit', 'deposits', 'deposit amt', 'deposit amount', 'credit amount', 'cr'],
  amount: ['amount', 'transaction amount', 'txn amount'],
  drcr: ['dr/cr', 'cr/dr'],
};

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\./g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();

/** The column of each field in a header row, or undefined when it lacks a date or amount columns. */
function columnsOf(cells: readonly string[]): Columns | undefined {
  const names = cells.map(normalise);
  const columns: Columns = {};
  for (const field of Object.keys(HEADERS) as Field[]) {
    const index = HEADERS[field].map((name) => names.indexOf(name)).find((at) => at >= 0);
    if (index !== undefined) columns[field] = index;
  }
  const hasAmounts = (columns.debit !== undefined && columns.credit !== undefined) || columns.amount !== undefined;
  return columns.date !== undefined && hasAmounts ? columns : undefined;
}

/** yyyy-MM-dd, dd/MM/yyyy, dd-MM-yyyy or dd/MM/yy to yyyy-MM-dd; undefined if it is no real day. */
export function readBankDate(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dmy
      ? [dmy[3]!.length === 2 ? `20${dmy[3]}` : dmy[3], dmy[2], dmy[1]]
      : [];
  if (!year || !month || !day) return undefined;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined;
}

/**
 * '1,23,456.78', '-500', '2,000.00 Cr', '₹ 99' to signed paise (Dr or '-' negative); 0 for blank; undefined if
 * unreadable.
 */
export function readBankAmount(text: string): Paise | undefined {
  let rest = text.replace(/[₹,\s]|INR|Rs\.?/gi, '');
  if (rest === '') return 0;
  let sign = 1;
  const suffix = /(dr|cr)\.?$/i.exec(rest);
  if (suffix) {
    sign = suffix[1]!.toLowerCase() === 'dr' ? -1 : 1;
    rest = rest.slice(0, suffix.index);
  }
  const read = parseMoney(rest);
  if (!read.ok) return undefined;
  return read.paise === 0 ? 0 : sign * read.paise;
}

/** One data row to a line, or the problem with it. */
function readRow(cells: readonly string[], row: number, columns: Columns): BankStatementLine | string {
  const cell = (field: Field) => (columns[field] === undefined ? '' : (cells[columns[field]] ?? '').trim());
  const date = readBankDate(cell('date'));
  if (!date) return `Row ${row}: the date '${cell('date')}' is not a date.`;
  let withdrawal = 0;
  let deposit = 0;
  const split = columns.debit !== undefined && columns.credit !== undefined;
  for (const field of split ? (['debit', 'credit'] as const) : (['amount'] as const)) {
    const amount = readBankAmount(cell(field));
    if (amount === undefined) return `Row ${row}: the amount '${cell(field)}' is not an amount.`;
    if (field === 'debit') withdrawal += Math.abs(amount);
    else if (field === 'credit') deposit += Math.abs(amount);
    else {
      const signed = /^d/i.test(cell('drcr')) ? -Math.abs(amount) : amount;
      if (signed < 0) withdrawal -= signed;
      else deposit += signed;
    }
  }
  if (withdrawal === 0 && deposit === 0) return `Row ${row}: there is no withdrawal or deposit amount.`;
  if (withdrawal > 0 && deposit > 0) return `Row ${row}: it has both a withdrawal and a deposit.`;
  return { row, date, description: cell('description'), reference: cell('reference'), withdrawal, deposit };
}

/**
 * Reads a bank's CSV export. The header row is the first row naming a date column and either
 * withdrawal and deposit columns or one amount column (negative or Dr = withdrawal); rows above
 * it and rows without any digit are skipped. Unreadable rows are reported by their 1-based row
 * number in the file ("Row 7: the date '31/02/2026' is not a date.").
 */
export function parseBankStatement(csv: string): { lines: BankStatementLine[]; problems: string[] } {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const headerAt = rows.findIndex((cells) => columnsOf(cells) !== undefined);
  if (headerAt < 0)
    return {
      lines: [],
      problems: ['The file has no header row with a date column and withdrawal and deposit (or amount) columns.'],
    };
  const columns = columnsOf(rows[headerAt]!)!;
  const lines: BankStatementLine[] = [];
  const problems: string[] = [];
  rows.slice(headerAt + 1).forEach((cells, index) => {
    if (!cells.some((cell) => /\d/.test(cell))) return;
    const read = readRow(cells, headerAt + index + 2, columns);
    if (typeof read === 'string') problems.push(read);
    else lines.push(read);
  });
  return { lines, problems };
}
