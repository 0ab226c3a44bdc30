import type { Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';

/**
 * A deduction as the net rule sees it: its name, amount (paise), and whether it is the advance recovery or statutory.
 */
export interface NetDeduction {
  key: number;
  name: string;
  amount: Paise;
  kind: 'ADV' | 'STATUTORY' | 'OTHER';
}

export interface NetResult {
  /** The deductions as taken (the same order), possibly cut. */
  taken: NetDeduction[];
  total: Paise;
  net: Paise;
  /** Said when something had to be cut: the line's problem note. */
  note: string | null;
}

/**
 * Net = gross − deductions, never below zero. When the deductions exceed the gross, the advance recovery is cut first,
 * then the other deductions from the last, the statutory ones last of all, each only as far as needed; the note says
 * what was cut. E.g. gross ₹1,000, PF ₹120, canteen ₹400, advance ₹2,000: ₹2,520 exceed ₹1,000 by ₹1,520, so the
 * advance is cut to ₹480 and net = 0.
 */
export function netOf(gross: Paise, deductions: readonly NetDeduction[]): NetResult {
  const taken = deductions.map((row) => ({ ...row }));
  let total = taken.reduce((sum, row) => sum + row.amount, 0);
  if (total <= gross) return { taken, total, net: gross - total, note: null };
  const cuts: string[] = [];
  const order = [
    ...taken.filter((row) => row.kind === 'ADV'),
    ...taken.filter((row) => row.kind === 'OTHER').reverse(),
    ...taken.filter((row) => row.kind === 'STATUTORY').reverse(),
  ];
  const before = total;
  for (const row of order) {
    const excess = total - gross;
    if (excess <= 0) break;
    const cut = Math.min(excess, row.amount);
    if (cut <= 0) continue;
    cuts.push(
      `${row.kind === 'ADV' ? 'the advance recovery' : row.name} from ${formatMoney(row.amount)} to ${formatMoney(row.amount - cut)}`,
    );
    row.amount -= cut;
    total -= cut;
  }
  const note = `The deductions ${formatMoney(before)} exceed the gross ${formatMoney(gross)}: cut ${cuts.join(', ')}`;
  return { taken, total, net: gross - total, note };
}
