import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { fromPaise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import { dayCloseProblems } from '../domain/day-close';
import type { DayStatus } from '../domain/day-close-types';

/** The counted cash as rupees, or why it cannot be read. */
const countedCash = z.string().transform((text, context) => {
  const read = parseMoney(text, { allowNegative: false });
  if (read.ok) return fromPaise(read.paise);
  context.addIssue({ code: 'custom', message: read.message });
  return z.NEVER;
});

/**
 * The day close as typed: the counted cash (read as rupees), remarks, and the manager's confirmation; the day's own
 * rule (no open tables or unsettled bills unless a manager confirms) is checked on the confirmation.
 */
export function dayCloseSchema(status: DayStatus, mayApprove: boolean, tableWord: string) {
  return checkedBy(
    z.object({ counted: countedCash, remarks: z.string().max(200), confirmOpen: z.boolean() }),
    (values) =>
      dayCloseProblems(status.openTables, status.unsettledBills, values.confirmOpen && mayApprove, tableWord).map(
        (message) => ({ field: 'confirmOpen', message }),
      ),
  );
}

export type DayCloseSchema = ReturnType<typeof dayCloseSchema>;
export const EMPTY_DAY_CLOSE: z.input<DayCloseSchema> = { counted: '', remarks: '', confirmOpen: false };
