import { z } from 'zod';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoneyPlain } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import type { PendingBill } from './domain/customer-bills';
import {
  allocateOldestFirst,
  basePaise,
  receiptProblems,
  type BillAllocation,
  type ReceiptFigures,
} from './domain/receipt-allocation';
import { RECEIPT_MODES, type OutstandingBill, type ReceiptInput } from './domain/receipt-types';

/** An amount as typed: '' is 0 unless required; otherwise paise, or what is wrong with it. */
export function typedPaise(text: string, required = false): number | string {
  if (text.trim() === '' && !required) return 0;
  const parsed = parseMoney(text, { allowNegative: false });
  return parsed.ok ? parsed.paise : parsed.message;
}

const FIGURE_FIELDS = [
  ['receiptAmt', 'receiptPaise'],
  ['tds', 'tdsPaise'],
  ['rebate', 'rebatePaise'],
  ['others', 'othersPaise'],
  ['creditAdjusted', 'creditPaise'],
] as const;

export const pendingOf = (bills: readonly OutstandingBill[]): PendingBill[] =>
  bills.map((bill) => ({
    billId: bill.billId,
    dat: bill.dat,
    billPaise: toPaise(bill.billAmt),
    pendingPaise: toPaise(bill.pending),
    descriptio: bill.descriptio,
  }));

interface FigureText {
  receiptAmt: string;
  tds: string;
  rebate: string;
  others: string;
  creditAdjusted: string;
}

/** The figures typed, or null while one of them is not an amount. */
export function figuresOf(values: FigureText): ReceiptFigures | null {
  const figures: ReceiptFigures = { receiptPaise: 0, tdsPaise: 0, rebatePaise: 0, othersPaise: 0, creditPaise: 0 };
  for (const [field, key] of FIGURE_FIELDS) {
    const paise = typedPaise(values[field]);
    if (typeof paise === 'string') return null;
    figures[key] = paise;
  }
  return figures;
}

/** The allocation typed per bill ('' takes nothing), or the index of the first that is not an amount. */
const allocationsOf = (shares: readonly string[], bills: readonly OutstandingBill[]): BillAllocation[] =>
  bills.map((bill, index) => {
    const paise = typedPaise(shares[index] ?? '');
    return { billId: bill.billId, amountPaise: typeof paise === 'string' ? Number.NaN : paise };
  });

/** The oldest-first allocation of what the figures settle, as the inputs show it. */
export function autoShares(values: FigureText, bills: readonly OutstandingBill[]): string[] {
  const figures = figuresOf(values);
  const base = figures ? basePaise(figures) : 0;
  return allocateOldestFirst(pendingOf(bills), base).map((share) =>
    share.amountPaise > 0 ? formatMoneyPlain(share.amountPaise) : '',
  );
}

/**
 * The receipt form's rules: the same pure rules the server applies (receiptProblems), each problem beside its
 * field, a bill's beside that bill's amount. `bills` are the customer's pending bills the amounts line up with;
 * `creditOf` the credit on account a customer may set off (paise).
 */
export const receiptSchema = (
  bills: readonly OutstandingBill[],
  customerName: (code: string) => string,
  creditOf: (code: string) => number = () => 0,
) =>
  z
    .object({
      partyId: z.string().min(1, 'Choose the customer'),
      receiptAmt: z.string(),
      tds: z.string(),
      rebate: z.string(),
      others: z.string(),
      creditAdjusted: z.string(),
      modeOfPayment: z.enum(RECEIPT_MODES as [string, ...string[]], { message: 'Choose cash, bank or wallet' }),
      revAccount: z.string().min(1, 'Choose the account the money went into'),
      remarks: z.string().max(200, 'At most 200 characters'),
      shares: z.array(z.string()),
    })
    .superRefine((values, context) => {
      let typedWell = true;
      for (const [field] of FIGURE_FIELDS) {
        const paise = typedPaise(values[field], field === 'receiptAmt');
        if (typeof paise === 'string') {
          typedWell = false;
          context.addIssue({
            code: 'custom',
            path: [field],
            message: field === 'receiptAmt' && values[field].trim() === '' ? 'Enter the amount received' : paise,
          });
        }
      }
      values.shares.forEach((share, index) => {
        const paise = typedPaise(share);
        if (typeof paise === 'string') {
          typedWell = false;
          context.addIssue({ code: 'custom', path: ['shares', index], message: paise });
        }
      });
      const figures = figuresOf(values);
      if (!typedWell || !figures || !values.partyId) return;
      const allocations = allocationsOf(values.shares, bills).filter((share) => share.amountPaise > 0);
      for (const problem of receiptProblems(
        figures,
        allocations,
        pendingOf(bills),
        customerName(values.partyId),
        creditOf(values.partyId),
      )) {
        const index = bills.findIndex((bill) => bill.billId === problem.billId);
        const path =
          problem.field === 'bill' ? ['shares', index] : problem.field === 'allocations' ? ['shares'] : [problem.field];
        context.addIssue({ code: 'custom', path, message: problem.message });
      }
    });

export type ReceiptValues = z.input<ReturnType<typeof receiptSchema>>;

export const emptyReceipt = (revAccount: string): ReceiptValues => ({
  partyId: '',
  receiptAmt: '',
  tds: '',
  rebate: '',
  others: '',
  creditAdjusted: '',
  modeOfPayment: 'CAS',
  revAccount,
  remarks: '',
  shares: [],
});

/** The save body: the header's figures and the base, and one line per bill that takes something. */
export function toReceiptBody(values: ReceiptValues, bills: readonly OutstandingBill[]): ReceiptInput {
  const figures = figuresOf(values)!;
  return {
    header: {
      partyId: values.partyId,
      baseAmt: fromPaise(basePaise(figures)),
      tds: fromPaise(figures.tdsPaise),
      rebate: fromPaise(figures.rebatePaise),
      others: fromPaise(figures.othersPaise),
      receiptAmt: fromPaise(figures.receiptPaise),
      creditAdjusted: fromPaise(figures.creditPaise),
      modeOfPayment: values.modeOfPayment as ReceiptInput['header']['modeOfPayment'],
      revAccount: values.revAccount,
      remarks: values.remarks.trim(),
    },
    lines: allocationsOf(values.shares, bills)
      .filter((share) => share.amountPaise > 0)
      .map((share) => ({
        partyId: values.partyId,
        onTraId: share.billId,
        paymentAmount: fromPaise(share.amountPaise),
      })),
  };
}
