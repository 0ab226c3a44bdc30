import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { formatMoney, formatMoneyPlain } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import { allocateOldestFirst, sharesProblem, type BillShare, type PendingBill } from './domain/company-allocation';
import { TENDER_MODES, type TenderMode } from './domain/checkout-types';

const isMode = (value: unknown): value is TenderMode => TENDER_MODES.some((mode) => mode === value);

export const receiptValues = z.object({
  company: z.string().min(1, 'Choose the company that paid'),
  mode: z.custom<TenderMode>(isMode),
  amount: z.string(),
  reference: z.string(),
  remarks: z.string(),
  /** What each pending bill (in their order) receives as typed by hand; null: shared oldest first. */
  shares: z.array(z.string()).nullable(),
});
export type ReceiptValues = z.infer<typeof receiptValues>;

/** The amount received, in paise, 0 while it is not (yet) an amount. */
const typedPaise = (amount: string) => {
  const parsed = parseMoney(amount, { allowNegative: false });
  return parsed.ok ? parsed.paise : 0;
};

/** The shares shown beside the pending bills: as typed by hand, else the amount shared oldest first. */
export function sharesShown(values: Pick<ReceiptValues, 'amount' | 'shares'>, pending: readonly PendingBill[]) {
  if (values.shares) return pending.map((_, index) => values.shares?.[index] ?? '');
  const auto = new Map(allocateOldestFirst(pending, typedPaise(values.amount)).map((one) => [one.billNo, one.amount]));
  return pending.map((bill) => {
    const share = auto.get(bill.billNo);
    return share === undefined ? '' : formatMoneyPlain(share);
  });
}

/** The bills' shares read as money (the empty and nil ones left out) and each one's problem beside it. */
export function readShares(values: Pick<ReceiptValues, 'amount' | 'shares'>, pending: readonly PendingBill[]) {
  const shares: BillShare[] = [];
  const problems: FieldProblem[] = [];
  sharesShown(values, pending).forEach((text, index) => {
    const bill = pending[index]!;
    if (text.trim() === '') return;
    const parsed = parseMoney(text, { allowNegative: false });
    const field = `shares.${index}`;
    if (!parsed.ok) problems.push({ field, message: parsed.message });
    else if (parsed.paise > bill.pending)
      problems.push({
        field,
        message: `${formatMoney(parsed.paise)} is more than the ${formatMoney(bill.pending)} pending on bill ${bill.billNo}`,
      });
    else if (parsed.paise > 0) shares.push({ billNo: bill.billNo, amount: parsed.paise });
  });
  return { shares, problems };
}

/**
 * The amount and each share read as money, beside their fields; once they read, whether the shares take the amount
 * exactly (the module's rule, shared with the demo backend), said for the whole form ('root').
 */
export function receiptProblems(values: ReceiptValues, pending: readonly PendingBill[]): FieldProblem[] {
  const amount = parseMoney(values.amount, { allowNegative: false });
  const { shares, problems } = readShares(values, pending);
  if (!amount.ok) problems.unshift({ field: 'amount', message: amount.message });
  if (problems.length > 0 || !amount.ok || !values.company) return problems;
  const problem = sharesProblem(pending, amount.paise, shares);
  return problem ? [{ field: 'root', message: problem }] : [];
}

export const receiptSchema = (pending: readonly PendingBill[]) =>
  checkedBy(receiptValues, (values) => receiptProblems(values, pending));
