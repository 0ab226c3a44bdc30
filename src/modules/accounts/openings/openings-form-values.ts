import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { readLine, type DraftLine, type Drafts } from './opening-drafts';
import { openingTotals, unbalancedMessage } from './opening-rules';

/** One account's two boxes as typed. */
export interface OpeningLineValues extends DraftLine {
  account: string;
}

export interface OpeningsValues {
  /** The search box over the accounts (it only filters what is shown). */
  search: string;
  /** Every account of the table, in its order. */
  lines: OpeningLineValues[];
}

/** The form's values for `accounts` (in the table's order) from the stored boxes. */
export function openingsValues(accounts: readonly string[], drafts: Drafts, search = ''): OpeningsValues {
  return {
    search,
    lines: accounts.map((account) => ({
      account,
      debit: drafts.get(account)?.debit ?? '',
      credit: drafts.get(account)?.credit ?? '',
    })),
  };
}

/** The boxes of the values, by account (what the table and the drafts' rules read). */
export const draftsOfValues = (lines: readonly OpeningLineValues[]): Drafts =>
  new Map(lines.map(({ account, debit, credit }) => [account, { debit, credit }]));

/** Every box's problem (readLine: a readable amount, one side only) on its box, and an unbalanced set on the lines. */
function openingProblems(values: OpeningsValues): FieldProblem[] {
  const read = values.lines.map((line) => readLine(line));
  const problems = read.flatMap((line, index) => [
    ...(line.debitError ? [{ field: `lines.${index}.debit`, message: line.debitError }] : []),
    ...(line.creditError ? [{ field: `lines.${index}.credit`, message: line.creditError }] : []),
  ]);
  const unbalanced = unbalancedMessage(openingTotals(read));
  return unbalanced ? [...problems, { field: 'lines', message: unbalanced }] : problems;
}

const box = z.string();
export const openingsSchema = checkedBy(
  z.object({ search: z.string(), lines: z.array(z.object({ account: z.string(), debit: box, credit: box })) }),
  openingProblems,
);
