import { fromPaise, toPaise, type Paise } from '../../../lib/money/money';
import { allocate } from '../../../lib/money/money-allocate';
import { divideByQuantity, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { ComboOf } from './bill-types';
import type { OrderLine } from './order-types';
import type { PosMenuItem } from './master-types';
import { extrasOf } from './kot-delta';

/**
 * What pricing needs of a menu entry: its group and tax; for a combo its name, parts and (for the parts) their rates.
 */
export type PricedItem = Pick<PosMenuItem, 'group' | 'tax'> & Partial<Pick<PosMenuItem, 'name' | 'rate' | 'parts'>>;

/** A line as it is priced: an order line, or one part of a combo with its share of the combo's amount. */
export interface PricedLine extends OrderLine {
  /** The line's own amount in paise (a combo part's share); absent: rate x quantity. */
  amount?: Paise;
  combo?: ComboOf;
}

/**
 * A combo's order line as the lines of its parts: each part's quantity is the combo's times the part's, and
 * the combo's amount (rate x quantity) is shared over the parts by their usual value (rate x quantity; equally
 * when none has a rate), to the paisa, so every part is taxed at its own item's tax and reported as itself.
 * A part's rate is its share per piece, rounded (shown only: its amount is the share).
 */
export function comboPartLines(
  line: OrderLine,
  parts: readonly { itemId: string; qty: number }[],
  items: ReadonlyMap<string, PricedItem>,
): PricedLine[] {
  const whole = multiplyByQuantity(toPaise(line.rate), line.qty);
  const quantities = parts.map((part) => fromMilli(toMilli(line.qty) * part.qty));
  const weights = parts.map((part, index) =>
    multiplyByQuantity(toPaise(items.get(part.itemId)?.rate ?? 0), quantities[index]!),
  );
  const shares = allocate(whole, weights);
  const combo: ComboOf = {
    lineId: line.lineId,
    itemId: line.itemId,
    name: line.itemName,
    qty: line.qty,
    rate: line.rate,
  };
  return parts.map((part, index) => {
    const qty = quantities[index]!;
    const share = shares[index]!;
    return {
      ...extrasOf(line),
      lineId: `${line.lineId}/${index + 1}`,
      itemId: part.itemId,
      itemName: items.get(part.itemId)?.name ?? part.itemId,
      kotGroup: line.kotGroup,
      qty,
      rate: qty > 0 ? fromPaise(divideByQuantity(share, qty)) : 0,
      notes: line.notes,
      amount: share,
      combo,
    };
  });
}

/** The order's lines as priced: each combo opened into its parts, every other line as it is. */
export function pricedLines(lines: readonly OrderLine[], items: ReadonlyMap<string, PricedItem>): PricedLine[] {
  return lines.flatMap((line) => {
    const parts = items.get(line.itemId)?.parts;
    return parts && parts.length > 0 ? comboPartLines(line, parts, items) : [line];
  });
}

/**
 * The menu entry whose tax a line carries: its own item's, an add-on's item line's (an add-on is taxed as
 * the dish it goes with), and for a combo's add-on, the combo's first part's.
 */
export function taxItemOf(
  line: PricedLine,
  lines: readonly OrderLine[],
  items: ReadonlyMap<string, PricedItem>,
): PricedItem | undefined {
  const parent = line.parentLineId ? lines.find((row) => row.lineId === line.parentLineId) : undefined;
  const item = items.get(parent?.itemId ?? line.itemId);
  const first = item?.parts?.[0];
  return first ? items.get(first.itemId) : item;
}
