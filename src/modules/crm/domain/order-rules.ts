import { format, parseISO } from 'date-fns';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { OrderableQuotation } from './order-types';

/** The fixed head of the sale-order numbers of `date`'s month: 'SO26-11/' for an order of November 2026. */
export const orderNumberHead = (date: string) => `SO${date.slice(2, 4)}-${date.slice(5, 7)}/`;

/** SO<yy>-<MM>/<4 digits>: the highest counter of the month plus one. */
export function nextOrderNumber(date: string, existing: Iterable<string>): string {
  const head = orderNumberHead(date);
  let highest = 0;
  for (const number of existing) {
    const counter = number.startsWith(head) ? number.slice(head.length) : '';
    if (/^\d+$/.test(counter)) highest = Math.max(highest, Number(counter));
  }
  return `${head}${String(highest + 1).padStart(4, '0')}`;
}

const wireDay = (day: string) => format(parseISO(day), 'dd-MMM-yyyy');

/**
 * Ordered from a quotation: only an approved one (Pos 2|3), and not after its validity. Null when it may be ordered.
 */
export function quotationRefusal(
  quotation: { seq: string; pos: number; validity: string },
  today: string,
): string | null {
  if (quotation.pos !== 2 && quotation.pos !== 3) return `Quotation ${quotation.seq} is not approved yet.`;
  if (quotation.validity && today > quotation.validity)
    return `Quotation ${quotation.seq} was valid until ${wireDay(quotation.validity)}.`;
  return null;
}

/** Each order line from a quotation may not ask more than the quotation's line: the problems by `lines.<i>.qty`. */
export function quantityProblems(
  lines: ReadonlyArray<{ itemId: string; qty: number; quotationLine: number | null }>,
  quotation: Pick<OrderableQuotation, 'seq' | 'lines'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const asked = new Map<string, number>();
  lines.forEach((line, index) => {
    const quoted = quotation.lines.find((row) =>
      line.quotationLine !== null ? row.sno === line.quotationLine : row.itemId === line.itemId,
    );
    if (!quoted) {
      problems[`lines.${index}.itemId`] = `This item is not on quotation ${quotation.seq}.`;
      return;
    }
    const key = String(quoted.sno);
    const total = (asked.get(key) ?? 0) + toMilli(line.qty);
    asked.set(key, total);
    if (total > toMilli(quoted.qty))
      problems[`lines.${index}.qty`] =
        `Quotation ${quotation.seq} quotes ${fromMilli(toMilli(quoted.qty))} ${quoted.um} of ${quoted.itemName}; order at most that.`;
  });
  return problems;
}

/** Modify and delete: refused once something was invoiced against the order or a batch makes it. */
export function changeRefusal(
  seq: string,
  action: 'modify' | 'delete',
  invoicedMilli: number,
  batchNo: string | null,
): string | null {
  const verb = action === 'modify' ? 'changed' : 'deleted';
  if (invoicedMilli > 0) return `Sale order ${seq} has been invoiced and cannot be ${verb}.`;
  if (batchNo) return `Sale order ${seq} is planned in batch ${batchNo} and cannot be ${verb}.`;
  return null;
}

/** Approve: only while pending (Pos 1). */
export function approvalRefusal(seq: string, pos: number): string | null {
  if (pos === 2 || pos === 3) return `Sale order ${seq} is already approved.`;
  if (pos !== 1) return `Sale order ${seq} is not waiting for approval.`;
  return null;
}

/** Ordered − invoiced, never below 0 (thousandths). */
export const pendingMilli = (qty: number, invoicedMilli: number) => Math.max(toMilli(qty) - invoicedMilli, 0);
