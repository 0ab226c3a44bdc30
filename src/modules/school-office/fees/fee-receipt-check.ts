import type { Paise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import { feeReceiptProblems, lumpSumProblem } from '../domain/fee-receipt-rules';
import type { FeeLedgerView } from '../domain/fee-ledger-types';
import type { FeeReceiptInput } from '../../../kits/school/fee-receipt-types';
import { ledgerOfView, receiptLines, type TermChoice } from './fee-allocation';

/** What the receipt form types (text as typed). */
export interface ReceiptFields {
  amount: string;
  concession: string;
  concessionReason: string;
  reference: string;
}

export interface ReceiptCheck {
  paid: Paise;
  concession: Paise;
  lines: FeeReceiptInput['lines'];
  /** By form field: amount, concession, concessionReason. */
  problems: Partial<Record<'amount' | 'concession' | 'concessionReason', string>>;
}

/**
 * The receipt typed, checked with the same rules the server runs (fee-receipt-rules.ts) before it is sent: the
 * amounts read as money, the total against what the pupil owes for the term ("₹X is more than the ₹Y Aditi Rao owes
 * for Term 1"), then each line (a concession needs the approve right and a reason). Each problem beside its field.
 */
export function checkReceipt(
  view: FeeLedgerView,
  term: TermChoice,
  fields: ReceiptFields,
  canConcede: boolean,
): ReceiptCheck {
  const problems: ReceiptCheck['problems'] = {};
  const amount =
    fields.amount.trim() === ''
      ? ({ ok: true, paise: 0 } as const)
      : parseMoney(fields.amount, { allowNegative: false });
  const conceded =
    fields.concession.trim() === ''
      ? ({ ok: true, paise: 0 } as const)
      : parseMoney(fields.concession, { allowNegative: false });
  if (!amount.ok) problems.amount = amount.message;
  if (!conceded.ok) problems.concession = conceded.message;
  const paid = amount.ok ? amount.paise : 0;
  const concession = conceded.ok ? conceded.paise : 0;
  const lines = receiptLines(view, term, paid, concession);
  if (!amount.ok || !conceded.ok) return { paid, concession, lines, problems };
  const { ledger, fines } = ledgerOfView(view);
  const options = { term: term === 'ALL' ? undefined : term, name: view.name, fines };
  const lump = lumpSumProblem(paid + concession, ledger, options);
  if (lump) {
    problems.amount = lump;
    if (concession > 0 && !canConcede)
      problems.concession = 'Only a user with the approve right on fee collections may give a concession.';
    return { paid, concession, lines, problems };
  }
  const input: FeeReceiptInput = {
    admissionNo: view.admissionNo,
    mode: 'CAS',
    account: '',
    reference: '',
    concessionReason: fields.concessionReason,
    lines,
  };
  for (const problem of feeReceiptProblems(input, ledger, { canConcede, name: view.name, fines })) {
    const field =
      problem.field === 'concessionReason'
        ? 'concessionReason'
        : problem.field.endsWith('.concession')
          ? 'concession'
          : 'amount';
    problems[field] ??= problem.message;
  }
  return { paid, concession, lines, problems };
}
