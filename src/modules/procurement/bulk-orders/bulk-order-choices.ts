import { requestItemKey } from './bulk-order-rules';
import type { BulkOrderDetail, BulkRequestLine, BulkRequirements } from './bulk-order-types';

/** What the user chose for one request line: ordered or not, supplier, quantity and rate as typed. */
export interface LineChoice {
  selected: boolean;
  supId: string;
  qty: string;
  rat: string;
}

export const lineKey = (line: Pick<BulkRequestLine, 'recordId' | 'sno'>) => `${line.recordId}-${line.sno}`;
export const lineName = (line: Pick<BulkRequestLine, 'seq' | 'sno'>) => `${line.seq} line ${line.sno}`;

/** A line's starting choice: not ticked, no supplier, the whole pending quantity at the item's standard rate. */
export function defaultChoice(line: BulkRequestLine, requirements: BulkRequirements): LineChoice {
  const price = requirements.prices.find((row) => row.itemid === line.itemid)?.rat;
  return { selected: false, supId: '', qty: String(line.pendingQty), rat: price ? String(price) : '' };
}

const numberOf = (text: string): number | null =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);

/** The details of the ticked lines, in the list's order, with the key of the line each came from. */
export function chosenDetails(
  requirements: BulkRequirements,
  choiceOf: (line: BulkRequestLine) => LineChoice,
  supplierName: (code: string) => string,
): Array<{ key: string; detail: BulkOrderDetail }> {
  return requirements.requests
    .filter((line) => choiceOf(line).selected)
    .map((line) => {
      const choice = choiceOf(line);
      const material = requirements.materials.find((row) => row.itemid === line.itemid);
      return {
        key: lineKey(line),
        detail: {
          supId: choice.supId,
          supplier: supplierName(choice.supId),
          itemId: line.itemid,
          itemname: material?.itemname ?? line.itemdescription,
          prrequest: line.recordId,
          qty: numberOf(choice.qty),
          rat: numberOf(choice.rat),
          um: material?.umid ?? '',
        },
      };
    });
}

/** What each request line (request and item) still awaits, summed over its lines. */
export function pendingOf(requirements: BulkRequirements): (prrequest: number, itemId: string) => number | undefined {
  const pending = new Map<string, number>();
  for (const line of requirements.requests) {
    const key = requestItemKey(line.recordId, line.itemid);
    pending.set(key, Math.round(((pending.get(key) ?? 0) + line.pendingQty) * 1000) / 1000);
  }
  return (prrequest, itemId) => pending.get(requestItemKey(prrequest, itemId));
}

/** The server's line errors (`details.<n>.<field>`) as problems of the screen's lines (`<line key>.<field>`). */
export function problemsByLine(
  errors: Readonly<Record<string, string>>,
  keys: readonly string[],
): Record<string, string> {
  const byLine: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^details\.(\d+)\.(\w+)$/i.exec(field);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key && match) byLine[`${key}.${match[2]}`] = message;
  }
  return byLine;
}
