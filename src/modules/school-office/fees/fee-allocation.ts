import { fromPaise, toPaise, type Paise } from '../../../lib/money/money';
import type { FeeLedger, FeeLedgerRow, FeeLedgerView } from '../domain/fee-ledger-types';
import type { FeeReceiptInput } from '../../../kits/school/fee-receipt-types';
import type { Term } from '../../../kits/school/school-year';

/** The wire ledger back in paise (what the pure receipt rules read) and the late fine a receipt now adds per due. */
export function ledgerOfView(view: FeeLedgerView): { ledger: FeeLedger; fines: Map<string, Paise> } {
  const rows: FeeLedgerRow[] = view.rows.map((row) => ({
    dueId: row.dueId,
    kind: row.kind,
    source: row.source,
    label: row.label,
    term: row.term,
    dueDate: row.dueDate,
    due: toPaise(row.due),
    paid: toPaise(row.paid),
    concession: toPaise(row.concession),
    fine: toPaise(row.fine),
    balance: toPaise(row.balance),
  }));
  const totals = {
    due: toPaise(view.totals.due),
    paid: toPaise(view.totals.paid),
    concession: toPaise(view.totals.concession),
    fine: toPaise(view.totals.fine),
    balance: toPaise(view.totals.balance),
  };
  const fines = new Map(view.rows.filter((row) => row.fineNow > 0).map((row) => [row.dueId, toPaise(row.fineNow)]));
  return { ledger: { admissionNo: view.admissionNo, asOn: view.asOn, rows, totals }, fines };
}

export type TermChoice = Term | 'ALL';

/**
 * What the screen sends: the concession spread over the chosen term's dues oldest first, then the amount received
 * over what is left of them, oldest first (instalments: any part). Each due takes at most what it owes now (its
 * balance plus the late fine a receipt today adds); what does not fit is left off (the rules refuse the excess).
 */
export function receiptLines(
  view: FeeLedgerView,
  term: TermChoice,
  paid: Paise,
  concession: Paise,
): FeeReceiptInput['lines'] {
  let paidLeft = Math.max(0, paid);
  let concessionLeft = Math.max(0, concession);
  const lines: Array<{ dueId: string; paid: number; concession: number }> = [];
  for (const row of view.rows) {
    if (term !== 'ALL' && row.term !== term) continue;
    const owed = toPaise(row.owed);
    const conceded = Math.min(concessionLeft, owed);
    const received = Math.min(paidLeft, owed - conceded);
    concessionLeft -= conceded;
    paidLeft -= received;
    if (conceded + received > 0)
      lines.push({ dueId: row.dueId, paid: fromPaise(received), concession: fromPaise(conceded) });
  }
  return lines;
}
