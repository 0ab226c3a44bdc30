import type { OrderLine } from '../../../../kits/billing/domain/order-types';
import type { PosMenuItem } from '../../../../kits/billing/domain/master-types';
import { fromMilli, toMilli } from '../../../../lib/quantity/quantity';
import { MAX_LINE_QTY } from './counter-entry';

/** One line of the sale being rung up. */
export interface CounterLine {
  lineId: string;
  itemId: string;
  itemName: string;
  qty: number;
  rate: number; // rupees, the outlet's rate (or the rate typed for an open-rate item)
}

export interface CounterPad {
  lines: CounterLine[];
  selected: string | null; // the line + and - act on: the last one added or chosen
}

export const EMPTY_PAD: CounterPad = { lines: [], selected: null };

const capped = (milli: number) => Math.min(milli, toMilli(MAX_LINE_QTY));

/**
 * Adds `qty` of an item: onto its line when one at the same rate is there (scanning a packet twice makes
 * one line of 2), else as a new line at the end. The line becomes the selected one.
 */
export function addItem(
  pad: CounterPad,
  item: Pick<PosMenuItem, 'code' | 'name'>,
  qty: number,
  rate: number,
  newId: () => string,
): CounterPad {
  const same = pad.lines.findLast((line) => line.itemId === item.code && line.rate === rate);
  if (same) {
    const lines = pad.lines.map((line) =>
      line === same ? { ...line, qty: fromMilli(capped(toMilli(line.qty) + toMilli(qty))) } : line,
    );
    return { lines, selected: same.lineId };
  }
  const line: CounterLine = { lineId: newId(), itemId: item.code, itemName: item.name, qty, rate };
  return { lines: [...pad.lines, line], selected: line.lineId };
}

/** A line's quantity set as typed (above zero; the caller has read it with readQuantity). */
export function setQuantity(pad: CounterPad, lineId: string, qty: number): CounterPad {
  return { lines: pad.lines.map((line) => (line.lineId === lineId ? { ...line, qty } : line)), selected: lineId };
}

/** + and -: one more or one less of the selected line; one less of a single piece removes the line. */
export function stepSelected(pad: CounterPad, step: 1 | -1): CounterPad {
  const line = pad.lines.find((row) => row.lineId === pad.selected);
  if (!line) return pad;
  const milli = toMilli(line.qty) + step * 1000;
  if (milli <= 0) return removeLine(pad, line.lineId);
  return setQuantity(pad, line.lineId, fromMilli(capped(milli)));
}

/** Removes a line; the selection moves to the line before it (or the first). */
export function removeLine(pad: CounterPad, lineId: string): CounterPad {
  const at = pad.lines.findIndex((line) => line.lineId === lineId);
  if (at < 0) return pad;
  const lines = pad.lines.filter((line) => line.lineId !== lineId);
  return { lines, selected: lines[Math.max(0, at - 1)]?.lineId ?? null };
}

/** The selection moved up or down the lines (arrow keys), wrapping. */
export function moveSelection(pad: CounterPad, step: 1 | -1): CounterPad {
  if (pad.lines.length === 0) return pad;
  const at = pad.lines.findIndex((line) => line.lineId === pad.selected);
  const next = at < 0 ? (step === 1 ? 0 : pad.lines.length - 1) : (at + step + pad.lines.length) % pad.lines.length;
  return { ...pad, selected: pad.lines[next]!.lineId };
}

/** The lines as the engine prices them (no kitchen, no notes). */
export const orderLinesOf = (lines: readonly CounterLine[]): OrderLine[] =>
  lines.map((line) => ({
    lineId: line.lineId,
    itemId: line.itemId,
    itemName: line.itemName,
    kotGroup: '',
    qty: line.qty,
    rate: line.rate,
    notes: '',
  }));
