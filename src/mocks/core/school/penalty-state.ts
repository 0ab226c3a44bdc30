import { fromPaise, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { chargeDueId } from '../../../kits/school/due-types';
import { penaltyPending, penaltyState, type PenaltyListRow } from '../../../modules/students/domain/penalty-rules';
import type { PenaltyGiven } from '../../../modules/students/domain/student-records';
import { feeReceiptsOf } from './fee-store';
import { penaltiesGivenOf } from './students-store';

/** What the open fee receipts settled of each charge due (paid less fine, plus conceded), paise by due id. */
export function settledByDue(receipts: readonly FeeReceipt[]): Map<string, Paise> {
  const settled = new Map<string, Paise>();
  for (const receipt of receipts) {
    if (receipt.status !== 'OPEN') continue;
    for (const line of receipt.lines) {
      if (!line.dueId.startsWith('CHG|')) continue;
      settled.set(
        line.dueId,
        sumPaise([settled.get(line.dueId) ?? 0, toPaise(line.paid), -toPaise(line.fine), toPaise(line.concession)]),
      );
    }
  }
  return settled;
}

/** A penalty given with its state, received and pending rupees from the fee receipts. */
export function listRowOf(row: PenaltyGiven, settled: ReadonlyMap<string, Paise>): PenaltyListRow {
  const done = settled.get(chargeDueId(row.chargeId)) ?? 0;
  return {
    ...row,
    state: penaltyState(row, done),
    paid: fromPaise(row.status === 'CANCELLED' ? 0 : Math.min(done, toPaise(row.amount))),
    pending: fromPaise(penaltyPending(row, done)),
  };
}

/** Every penalty given with its state, newest first (read once per request). */
export async function penaltyRowsOf(companyCode: number): Promise<PenaltyListRow[]> {
  // One after the other: the penalty seed may write a fee receipt (a seeded penalty paid) before the receipts are read.
  const given = await penaltiesGivenOf(companyCode);
  const receipts = await feeReceiptsOf(companyCode);
  const settled = settledByDue(receipts);
  return given
    .map((row) => listRowOf(row, settled))
    .sort((a, b) => b.date.localeCompare(a.date) || b.penaltyNo.localeCompare(a.penaltyNo));
}
