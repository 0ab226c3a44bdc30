import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { BillLine } from '../domain/bill-types';

/**
 * One printed row of a bill: an item line as it is, or a combo's parts as one row (the combo at its price) with its
 * items listed.
 */
export interface PrintedRow {
  key: string;
  name: string;
  qty: number;
  rate: number;
  amount: number;
  /** What is printed under the name: a combo's items, an add-on's mark, the happy hour, the offer. */
  notes: string[];
  addOn: boolean;
}

/**
 * The bill's lines as printed: a combo's parts come together as the combo (its quantity, rate and the sum of its
 * parts' shares), its items listed beneath; an add-on shows under the line it goes with; a line priced by a
 * happy hour or given free by an offer says so.
 */
export function printedRows(
  lines: readonly BillLine[],
  happyHourName: (code: string) => string = (code) => code,
): PrintedRow[] {
  const rows: PrintedRow[] = [];
  const combos = new Map<string, PrintedRow>();
  for (const line of lines) {
    if (line.combo) {
      const part = `${line.qty} × ${line.itemName}`;
      const had = combos.get(line.combo.lineId);
      if (had) {
        had.amount = fromPaise(sumPaise([toPaise(had.amount), toPaise(line.amount)]));
        had.notes.push(part);
        continue;
      }
      const row: PrintedRow = {
        key: line.combo.lineId,
        name: line.combo.name,
        qty: line.combo.qty,
        rate: line.combo.rate,
        amount: line.amount,
        notes: [part],
        addOn: false,
      };
      combos.set(line.combo.lineId, row);
      rows.push(row);
      continue;
    }
    const notes: string[] = [];
    if (line.happyHour) notes.push(`Happy hour: ${happyHourName(line.happyHour)}`);
    if (line.offer) notes.push(`Free: offer ${line.offer}`);
    rows.push({
      key: line.lineId,
      name: line.itemName,
      qty: line.qty,
      rate: line.rate,
      amount: line.amount,
      notes,
      addOn: Boolean(line.parentLineId),
    });
  }
  return rows;
}
