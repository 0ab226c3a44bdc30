import { z } from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { firstAccountOf, type MoneyAccount } from '../../../kits/receipts/money-modes';
import { FEE_RECEIPT_MODE_LABELS } from '../../../kits/school/fee-receipt-types';
import type { FeeLedgerView } from '../domain/fee-ledger-types';
import type { TermChoice } from './fee-allocation';
import { checkReceipt } from './fee-receipt-check';

const fields = {
  admissionNo: z.string(),
  /** '' until the user chooses: the term first owing is meant. */
  term: z.enum(['', 'T1', 'T2', 'ALL']),
  amount: z.string(),
  concession: z.string(),
  concessionReason: z.string(),
  mode: z.enum(['CAS', 'BAN', 'MOB']),
  account: z.string(),
  reference: z.string(),
};

export type FeeReceiptValues = z.infer<z.ZodObject<typeof fields>>;

/** The term the receipt pays: the one chosen, else the first the pupil owes for (Term 1 when none). */
export const termOf = (chosen: FeeReceiptValues['term'], view: FeeLedgerView | null): TermChoice =>
  chosen || (view?.rows.find((row) => row.owed > 0)?.term ?? 'T1');

export const emptyFeeReceipt = (
  admissionNo: string,
  accounts: ReadonlyArray<Pick<MoneyAccount, 'code' | 'typ'>>,
): FeeReceiptValues => ({
  admissionNo,
  term: '',
  amount: '',
  concession: '',
  concessionReason: '',
  mode: 'CAS',
  account: firstAccountOf(accounts, 'CAS'),
  reference: '',
});

/**
 * The receipt's checks: the amounts against the pupil's dues by the server's own rules (checkReceipt, once the dues
 * of `view` are read), the pupil chosen and an account of the mode (a user may have none assigned).
 */
export const feeReceiptSchema = (view: FeeLedgerView | null, canConcede: boolean) =>
  checkedBy(z.object(fields), (values) => {
    const found = view ? checkReceipt(view, termOf(values.term, view), values, canConcede).problems : {};
    const problems: FieldProblem[] = Object.entries(found).flatMap(([field, message]) =>
      message ? [{ field, message }] : [],
    );
    if (!values.admissionNo) problems.push({ field: 'admissionNo', message: 'Choose the pupil who pays' });
    else if (!view) problems.push({ field: 'admissionNo', message: 'Wait for the dues to load' });
    if (!values.account)
      problems.push({
        field: 'account',
        message: `You have no ${FEE_RECEIPT_MODE_LABELS[values.mode].toLowerCase()} account assigned`,
      });
    return problems;
  });
