import { fromPaise, type Paise } from '../../../lib/money/money';
import { formatMoneyPlain } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import { equalShares } from '../domain/bill-split';
import type { SettleMode, Tender } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { MODE_NAMES, tenderProblems } from '../domain/settlement-rules';

export type TenderChoice = SettleMode | 'SPLIT';

/** One payment as typed: its mode, amount (split tender only), cash handed over, reference, customer or room. */
export interface TenderRow {
  key: string;
  mode: SettleMode;
  amount: string;
  tendered: string;
  reference: string;
  customer: string;
  room: string;
}

let rowSeq = 0;
export const tenderRow = (mode: SettleMode = 'CASH', amount = ''): TenderRow => ({
  key: `row-${++rowSeq}`,
  mode,
  amount,
  tendered: '',
  reference: '',
  customer: '',
  room: '',
});

/** N rows of cash sharing the total equally, the odd paise on the first guests (equalShares). */
export function equalRows(total: Paise, guests: number): TenderRow[] {
  return equalShares(total, guests).map((share) => tenderRow('CASH', formatMoneyPlain(share)));
}

/** A row read as a tender of `amount` paise (its mode's own details only); problems name the row. */
function tenderOf(row: TenderRow, amount: Paise, what: string, problems: string[]): Tender {
  const tender: Tender = { mode: row.mode, amount: fromPaise(amount) };
  if (row.mode === 'CASH' && row.tendered.trim() !== '') {
    const handed = parseMoney(row.tendered, { allowNegative: false });
    if (handed.ok) tender.tendered = fromPaise(handed.paise);
    else problems.push(`${what} cash handed over: ${handed.message}.`);
  }
  if ((row.mode === 'CARD' || row.mode === 'UPI') && row.reference.trim()) tender.reference = row.reference.trim();
  if (row.mode === 'CREDIT') tender.customer = row.customer;
  if (row.mode === 'ROOM') tender.room = row.room;
  return tender;
}

/**
 * The tenders the form describes and every problem at once: unreadable amounts first, then the
 * settlement rules (pays the bill exactly, cash covers its part, credit within the limit, an occupied room).
 * A bill of nothing (NC) settles with no tenders.
 */
export function readTenders(
  choice: TenderChoice,
  single: TenderRow,
  rows: readonly TenderRow[],
  total: Paise,
  requirements: Pick<BillingRequirements, 'customers' | 'rooms'>,
): { tenders: Tender[]; problems: string[] } {
  if (total === 0) return { tenders: [], problems: [] };
  const problems: string[] = [];
  let tenders: Tender[];
  if (choice !== 'SPLIT') tenders = [tenderOf({ ...single, mode: choice }, total, 'Payment:', problems)];
  else {
    tenders = rows.flatMap((row, index) => {
      const what = `Payment ${index + 1} (${MODE_NAMES[row.mode]}):`;
      const amount = parseMoney(row.amount, { allowNegative: false });
      if (!amount.ok) {
        problems.push(`${what} ${amount.message}.`);
        return [];
      }
      return [tenderOf(row, amount.paise, what, problems)];
    });
  }
  return {
    tenders,
    problems: [
      ...problems,
      ...tenderProblems(tenders, { total, customers: requirements.customers, rooms: requirements.rooms }),
    ],
  };
}
