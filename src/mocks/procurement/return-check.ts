import { multiplyByQuantity } from '../../lib/money/money-arithmetic';
import { formatQuantity, fromMilli, isQuantity, toMilli } from '../../lib/quantity/quantity';
import { CANCELLED } from '../../modules/procurement/domain/approval-status';
import type { ReceiptBody } from '../../kits/inward/receipt-types';
import type { ReturnLine, ReturnSaveBody, ReturnSourceLine } from '../../modules/procurement/returns/return-types';
import { receiptLots } from './return-source';

type Problems = Record<string, string>;

/** A line's quantity in stock units, in thousandths: qty x conversion. */
export const stockMilli = (qty: number, conversion: number) => multiplyByQuantity(toMilli(qty), conversion || 1);

/**
 * Every field problem of a return against its receipt: the receipt, the supplier, the date, and each
 * line's lot and quantity, never more than is left of the lot (all lines on one lot counted together).
 * Answers the lines as they are stored (the receipt's rate, unit, conversion and store) and each lot's stock unit.
 */
export async function checkReturn(
  companyCode: number,
  body: ReturnSaveBody,
  receipt: ReceiptBody | undefined,
): Promise<{ problems: Problems; lines: ReturnLine[]; units: Map<string, string> }> {
  const problems: Problems = {};
  const { header } = body;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(header.dat)) problems.dat = 'Enter the date of the return.';
  if (!receipt)
    return {
      problems: { ...problems, refMir: 'Choose the goods receipt the goods go back against.' },
      lines: [],
      units: new Map(),
    };
  if (receipt.header.pos === CANCELLED) problems.refMir = `Goods receipt ${receipt.header.seq} is cancelled.`;
  if (header.vendorid !== receipt.header.vendorid)
    problems.vendorid = `Goods receipt ${receipt.header.seq} is from another supplier.`;
  if (!problems.dat && header.dat < receipt.header.dat)
    problems.dat = `The return cannot be dated before its goods receipt (${receipt.header.dat}).`;
  if (body.lines.length === 0) problems.lines = 'Enter a quantity to return on at least one line.';
  const lots = new Map<string, ReturnSourceLine>(
    (await receiptLots(companyCode, receipt)).map((lot) => [lot.gin, lot]),
  );
  const taken = new Map<string, number>();
  const lines = body.lines.map((line, index): ReturnLine => {
    const lot = lots.get(String(line.branchId ?? ''));
    const qty = Number(line.qty);
    if (!lot || lot.gin === '')
      problems[`lines.${index}.branchId`] =
        `Lot ${String(line.branchId)} is not one of goods receipt ${receipt.header.seq}.`;
    else if (!Number.isFinite(qty) || qty <= 0 || !isQuantity(qty))
      problems[`lines.${index}.qty`] = 'Enter a quantity above 0 with at most 3 decimals.';
    else {
      const need = (taken.get(lot.gin) ?? 0) + stockMilli(qty, lot.conversion);
      taken.set(lot.gin, need);
      if (need > toMilli(lot.available)) {
        problems[`lines.${index}.qty`] =
          `Only ${formatQuantity(lot.available, lot.stdum)} is left of lot ${lot.gin} (${lot.itemname}) in store ${lot.store}; this return takes ${formatQuantity(fromMilli(need), lot.stdum)}.`;
      }
    }
    const source = lot ?? ({} as Partial<ReturnSourceLine>);
    return {
      sno: index + 1,
      itemId: source.itemid ?? String(line.itemId ?? ''),
      itemName: source.itemname ?? '',
      batchno: source.batchno ?? '',
      manudate: source.manudate ?? '',
      expdate: source.expdate ?? '',
      qty,
      mrp: source.conversion ?? 1,
      rat: source.rat ?? 0,
      branchId: String(line.branchId ?? ''),
      store: source.store ?? '',
      um: source.um ?? '',
    };
  });
  return { problems, lines, units: new Map([...lots].map(([gin, lot]) => [gin, lot.stdum])) };
}
