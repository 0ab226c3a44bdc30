import * as z from 'zod';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { returnTotals, type ReturnTotals } from '../domain/receipt-totals';
import type { ReturnSaveBody, ReturnSource, ReturnSourceLine } from './return-types';

export interface ReturnFormValues {
  dat: string;
  vendorid: string;
  refMir: string;
  /** As typed, one per receipt line; '' or 0: not returned. */
  lines: Array<{ qty: string }>;
}

const NUMBER = /^\s*(\d+(\.\d{0,3})?|\.\d{1,3})\s*$/;
const thousandths = (value: number) => Math.round(value * 1000);

/** The typed quantity (0 when empty), or null when it is not a quantity with at most 3 decimals. */
export function typedQuantity(text: string): number | null {
  if (text.trim() === '') return 0;
  return NUMBER.test(text) ? Number(text) : null;
}

/** At most this much of the line can go back, in the receipt's unit: what is left of the lot / conversion. */
export const returnableOf = (line: ReturnSourceLine): number =>
  Math.floor(thousandths(line.available) / (line.conversion || 1)) / 1000;

/** The form's rules: a date, a supplier, a receipt, each quantity within its lot, and something returned. */
export function returnSchema(lines: readonly ReturnSourceLine[]) {
  return z
    .object({
      dat: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the return.'),
      vendorid: z.string().min(1, 'Choose the supplier.'),
      refMir: z.string().min(1, 'Choose the goods receipt.'),
      lines: z.array(z.object({ qty: z.string() })),
    })
    .superRefine((values, context) => {
      let any = false;
      values.lines.forEach((value, index) => {
        const qty = typedQuantity(value.qty);
        const line = lines[index];
        if (qty === null)
          context.addIssue({
            code: 'custom',
            path: ['lines', index, 'qty'],
            message: 'Enter a quantity with at most 3 decimals.',
          });
        else if (line && qty > returnableOf(line))
          context.addIssue({
            code: 'custom',
            path: ['lines', index, 'qty'],
            message: `Only ${returnableOf(line)} ${line.um} is left of lot ${line.gin}.`,
          });
        else if (qty > 0) any = true;
      });
      if (
        values.refMir &&
        lines.length > 0 &&
        !any &&
        !values.lines.some((value) => typedQuantity(value.qty) === null)
      ) {
        context.addIssue({
          code: 'custom',
          path: ['lines', 0, 'qty'],
          message: 'Enter a quantity to return on at least one line.',
        });
      }
    });
}

/** The returned lines (quantity above 0) with the receipt line each came from. */
export function returnedLines(
  source: ReturnSource | null,
  values: ReturnFormValues,
): Array<{ index: number; line: ReturnSourceLine; qty: number }> {
  if (!source) return [];
  return source.lines.flatMap((line, index) => {
    const qty = typedQuantity(values.lines[index]?.qty ?? '') ?? 0;
    return qty > 0 ? [{ index, line, qty }] : [];
  });
}

/** The totals as the receipt's taxes give them. */
export function totalsOf(source: ReturnSource | null, values: ReturnFormValues): ReturnTotals {
  const taxes = (source?.taxes ?? []).map((tax) => ({ taxCode: tax.taxcode, taxPer: tax.taxper }));
  return returnTotals(
    returnedLines(source, values).map(({ line, qty }) => ({ quantity: qty, ratePaise: toPaise(line.rat) })),
    taxes,
  );
}

/** The save body, and for each of its lines the form line it came from (to put the server's line errors back). */
export function toSaveBody(
  source: ReturnSource,
  values: ReturnFormValues,
): { body: ReturnSaveBody; formIndex: number[] } {
  const returned = returnedLines(source, values);
  const totals = totalsOf(source, values);
  const body: ReturnSaveBody = {
    header: {
      dat: values.dat,
      refMir: Number(values.refMir),
      vendorid: values.vendorid,
      baseamt: fromPaise(totals.basePaise),
      taxes: fromPaise(totals.taxesPaise),
      totalAmt: fromPaise(totals.totalPaise),
    },
    lines: returned.map(({ line, qty }) => ({
      itemId: line.itemid,
      batchno: line.batchno,
      manudate: line.manudate,
      expdate: line.expdate,
      qty,
      mrp: line.conversion,
      rat: line.rat,
      branchId: line.gin,
    })),
    taxes: totals.taxes.map((tax) => ({
      taxcode: tax.taxCode,
      taxper: tax.taxPer,
      taxvalue: fromPaise(tax.valuePaise),
    })),
    traCheck: 1,
  };
  return { body, formIndex: returned.map(({ index }) => index) };
}

/** A server field path ('lines.0.qty') as the form's. */
export function formPath(path: string, formIndex: readonly number[]): string {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path === 'lines' ? 'lines.0.qty' : path;
  return `lines.${formIndex[Number(match[1])] ?? 0}.qty`;
}
