import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import type { Paise } from '../../../lib/money/money';
import { SETTLE_MODES, type SettleMode } from '../domain/bill-types';
import type { BillingRequirements } from '../domain/master-types';
import { readTenders, tenderRow, type TenderChoice, type TenderRow } from './tender-form';

const mode = z.custom<SettleMode>((value) => SETTLE_MODES.some((known) => known === value));
const row: z.ZodType<TenderRow, TenderRow> = z.object({
  key: z.string(),
  mode,
  amount: z.string(),
  tendered: z.string(),
  reference: z.string(),
  customer: z.string(),
  room: z.string(),
});

export interface SettleValues {
  choice: TenderChoice;
  /** The one payment of a single mode (its mode is the choice). */
  single: TenderRow;
  /** The payments of a split tender. */
  rows: TenderRow[];
}

/**
 * A settlement as typed; the tender rules (readTenders: readable amounts, the bill paid exactly, cash covering its
 * part, credit within the limit, an occupied room) are checked on it, every problem on the choice of payment.
 */
export function settleSchema(total: Paise, requirements: Pick<BillingRequirements, 'customers' | 'rooms'>) {
  return checkedBy(
    z.object({ choice: z.union([mode, z.literal('SPLIT')]), single: row, rows: z.array(row) }),
    (values) =>
      readTenders(values.choice, values.single, values.rows, total, requirements).problems.map((message) => ({
        field: 'choice',
        message,
      })),
  );
}

/** A fresh settlement: cash, and a split tender's first two rows (cash and card) ready. */
export const startingSettle = (): SettleValues => ({
  choice: 'CASH',
  single: tenderRow(),
  rows: [tenderRow(), tenderRow('CARD')],
});
