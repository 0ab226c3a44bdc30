import { fromPaise, type Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import type { OpeningLine } from './opening-rules';

/** What the user has typed for one account: the two boxes as text. */
export interface DraftLine {
  debit: string;
  credit: string;
}

/** Account code to its typed boxes; accounts not in the map are empty. */
export type Drafts = ReadonlyMap<string, DraftLine>;

/** A typed amount read as paise, or why it cannot be. */
export type ParsedAmount = { paise: Paise } | { error: string };

/**
 * A typed amount in exact paise (lib/money, never through floating point): '' is zero; Indian or
 * Western digit grouping with commas is accepted; at most two decimals; no sign; at most 99,99,99,999.99.
 */
export function parseAmount(text: string): ParsedAmount {
  if (text.trim() === '') return { paise: 0 };
  if (text.trim().startsWith('-')) return { error: 'Opening amounts cannot be negative; use the other side.' };
  const read = parseMoney(text, { allowNegative: false });
  if (read.ok) return { paise: read.paise };
  if (read.error === 'invalid') return { error: 'Give an amount in rupees, e.g. 12500.50.' };
  return { error: read.message };
}

/** Paise as the box shows it: '' for zero, else plain rupees with two decimals (no grouping, easy to edit). */
export function amountText(paise: Paise): string {
  return paise === 0 ? '' : formatMoney(paise).replaceAll(',', '');
}

/** One account's boxes read: its amounts in paise (invalid boxes count as zero) and the message for each box. */
export interface ReadLine {
  debit: Paise;
  credit: Paise;
  debitError: string | null;
  creditError: string | null;
}

/** Reads one account's boxes; a line with both sides filled marks the credit box. */
export function readLine(line: DraftLine | undefined): ReadLine {
  const debit = parseAmount(line?.debit ?? '');
  const credit = parseAmount(line?.credit ?? '');
  const out: ReadLine = {
    debit: 'paise' in debit ? debit.paise : 0,
    credit: 'paise' in credit ? credit.paise : 0,
    debitError: 'error' in debit ? debit.error : null,
    creditError: 'error' in credit ? credit.error : null,
  };
  if (out.debit !== 0 && out.credit !== 0 && !out.creditError) out.creditError = 'Give a debit or a credit, not both.';
  return out;
}

/** The boxes for a stored set (paise). */
export function draftsOf(
  balances: ReadonlyArray<{ account: string; debit: Paise; credit: Paise }>,
): Map<string, DraftLine> {
  return new Map(
    balances.map((line) => [line.account, { debit: amountText(line.debit), credit: amountText(line.credit) }]),
  );
}

const sameLine = (x: DraftLine | undefined, y: DraftLine | undefined): boolean => {
  if ((x?.debit ?? '') === (y?.debit ?? '') && (x?.credit ?? '') === (y?.credit ?? '')) return true;
  const left = readLine(x);
  const right = readLine(y);
  const clean = !left.debitError && !left.creditError && !right.debitError && !right.creditError;
  return clean && left.debit === right.debit && left.credit === right.credit;
};

/** Do two sets of boxes say the same amounts (so nothing is left to save)? '1000' and '1000.00' do. */
export function sameAmounts(a: Drafts, b: Drafts): boolean {
  for (const account of new Set([...a.keys(), ...b.keys()])) {
    if (!sameLine(a.get(account), b.get(account))) return false;
  }
  return true;
}

/** The lines to send: every account with an amount, in rupees (zero lines dropped). */
export function linesToSend(drafts: Drafts): OpeningLine[] {
  const lines: OpeningLine[] = [];
  for (const [account, draft] of drafts) {
    const read = readLine(draft);
    if (read.debit !== 0 || read.credit !== 0)
      lines.push({ account, debit: fromPaise(read.debit), credit: fromPaise(read.credit) });
  }
  return lines;
}
