import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { fromPaise } from '../../../lib/money/money';
import { overReturnMessage, type ReturnFigures } from './domain/refund-rules';
import type { RefundMode, SaleForReturn, SaleReturnSaveBody } from './domain/returns-types';

/** The return as typed: a quantity per bill line (by line id; '' or 0: not returned), how it is refunded, why. */
export interface ReturnDraft {
  qty: Readonly<Record<string, string>>;
  refundMode: RefundMode;
  reason: string;
}

const NUMBER = /^\s*(\d+(\.\d{0,3})?|\.\d{1,3})\s*$/;

/** The typed quantity (0 when empty), or null when it is not a quantity with at most 3 decimals. */
export function typedQuantity(text: string): number | null {
  if (text.trim() === '') return 0;
  return NUMBER.test(text) ? Number(text) : null;
}

/** The quantities typed that are quantities, above 0, by line id (to price the preview). */
export function askedOf(sale: SaleForReturn, draft: ReturnDraft): Map<string, number> {
  return new Map(
    sale.lines.flatMap((line) => {
      const qty = typedQuantity(draft.qty[line.lineId] ?? '');
      return qty !== null && qty > 0 ? [[line.lineId, qty] as const] : [];
    }),
  );
}

/**
 * Every problem at once, keyed by line id, 'lines' (nothing returned), 'reason' and 'refundMode'; empty when it may be
 * saved.
 */
export function draftProblems(sale: SaleForReturn, draft: ReturnDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const line of sale.lines) {
    const qty = typedQuantity(draft.qty[line.lineId] ?? '');
    const problem = qty === null ? 'Enter a quantity with at most 3 decimals.' : overReturnMessage(line, qty);
    if (problem) problems[line.lineId] = problem;
  }
  if (Object.keys(problems).length === 0 && askedOf(sale, draft).size === 0)
    problems.lines = 'Enter the quantity coming back on at least one line.';
  if (!draft.reason.trim()) problems.reason = 'Enter why the goods come back.';
  if (draft.refundMode === 'CREDIT' && !sale.header.customer)
    problems.refundMode = 'A walk-in sale is refunded in cash.';
  return problems;
}

/**
 * SetSaleReturn's body: the quantities by line and the refund the cashier sees (the server refuses if it is no longer
 * the refund).
 */
export function saveBody(sale: SaleForReturn, draft: ReturnDraft, figures: ReturnFigures): SaleReturnSaveBody {
  return {
    header: {
      billNo: sale.header.billNo,
      refundMode: draft.refundMode,
      reason: draft.reason.trim(),
      total: fromPaise(figures.total),
    },
    lines: [...askedOf(sale, draft)].map(([lineId, qty]) => ({ lineId, qty })),
    taxes: figures.taxes.map((row, index) => ({
      sno: index + 1,
      component: row.component,
      percent: row.percent,
      taxable: fromPaise(row.taxable),
      amount: fromPaise(row.amount),
    })),
    traCheck: 1,
  };
}

/** The server's field errors ('lines.0.qty', 'header.reason') keyed as draftProblems keys them. */
export function serverProblems(
  fieldErrors: Readonly<Record<string, string>>,
  body: SaleReturnSaveBody,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const line = /^lines\.(\d+)\./.exec(path);
    const key = line ? (body.lines[Number(line[1])]?.lineId ?? 'lines') : path.replace(/^header\./, '');
    problems[key] = message;
  }
  return problems;
}

/** The return as the form holds it: the quantity typed per bill line (in the bill's order), the refund, the reason. */
export interface ReturnFormValues {
  qty: string[];
  refundMode: RefundMode;
  reason: string;
}

export const emptyReturn = (sale: SaleForReturn): ReturnFormValues => ({
  qty: sale.lines.map(() => ''),
  refundMode: 'CASH',
  reason: '',
});

/** The form's values as the rules read them: the quantities by line id. */
export const draftOf = (sale: SaleForReturn, values: ReturnFormValues): ReturnDraft => ({
  qty: Object.fromEntries(sale.lines.map((line, index) => [line.lineId, values.qty[index] ?? ''])),
  refundMode: values.refundMode,
  reason: values.reason,
});

/**
 * Where the form shows a problem keyed as draftProblems and serverProblems key it: a line's beside its quantity,
 * 'lines' under the table; null for a key the form has no place for.
 */
export function returnFieldOf(
  sale: SaleForReturn,
  key: string,
): 'reason' | 'refundMode' | 'qty' | `qty.${number}` | null {
  const index = sale.lines.findIndex((line) => line.lineId === key);
  if (index >= 0) return `qty.${index}`;
  if (key === 'lines') return 'qty';
  return key === 'reason' || key === 'refundMode' ? key : null;
}

/** The form's schema: draftProblems, each problem beside its field. */
export const returnSchema = (sale: SaleForReturn) =>
  checkedBy(
    z.object({ qty: z.array(z.string()), refundMode: z.enum(['CASH', 'CREDIT']), reason: z.string() }),
    (values) =>
      Object.entries(draftProblems(sale, draftOf(sale, values))).map(([key, message]) => ({
        field: returnFieldOf(sale, key) ?? key,
        message,
      })),
  );
