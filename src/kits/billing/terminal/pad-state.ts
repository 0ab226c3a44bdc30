import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import type { LinePricing, OrderLine } from '../domain/order-types';
import type { PosMenuItem } from '../domain/master-types';
import { extrasOf, type PadLine } from '../domain/kot-delta';

/**
 * The cashier's unsent work on one table: only the lines this cashier added or changed (a sent line
 * untouched is not here, so another waiter's change to it is never sent back), the cancellation
 * reasons by line, and the selected line (+ and - act on it).
 */
export interface PadState {
  edits: PadLine[];
  reasons: Readonly<Record<string, string>>;
  selected: string | null;
}

export const EMPTY_PAD: PadState = { edits: [], reasons: {}, selected: null };

export type PadAction =
  | {
      type: 'add';
      item: PosMenuItem;
      rate: number;
      lineId: string;
      sent: readonly OrderLine[];
      pricing?: LinePricing;
      parentLineId?: string;
    }
  | { type: 'change'; lineId: string; delta: 1 | -1; sent: readonly OrderLine[] }
  | { type: 'notes'; lineId: string; notes: string; sent: readonly OrderLine[] }
  | { type: 'reason'; lineId: string; reason: string }
  | { type: 'select'; lineId: string | null }
  | { type: 'sent' }
  | { type: 'reset' };

const padLineOf = (line: OrderLine): PadLine => ({
  lineId: line.lineId,
  itemId: line.itemId,
  itemName: line.itemName,
  kotGroup: line.kotGroup,
  qty: line.qty,
  rate: line.rate,
  notes: line.notes,
  ...extrasOf(line),
});

/** An edit back at its sent quantity and notes is no edit; a new line at nothing is gone. */
function tidy(edits: PadLine[], line: PadLine, sent: readonly OrderLine[]): PadLine[] {
  const had = sent.find((row) => row.lineId === line.lineId);
  const unchanged = had ? toMilli(had.qty) === toMilli(line.qty) && had.notes === line.notes : toMilli(line.qty) <= 0;
  const others = edits.filter((edit) => edit.lineId !== line.lineId);
  if (unchanged) return others;
  const at = edits.findIndex((edit) => edit.lineId === line.lineId);
  return at < 0 ? [...edits, line] : edits.map((edit) => (edit.lineId === line.lineId ? line : edit));
}

/** The line as the pad has it now: its edit, else its sent line. */
export function currentLine(state: PadState, lineId: string, sent: readonly OrderLine[]): PadLine | undefined {
  const edit = state.edits.find((line) => line.lineId === lineId);
  if (edit) return edit;
  const had = sent.find((line) => line.lineId === lineId);
  return had && padLineOf(had);
}

/** Would this change take the line below what the kitchen already has, with no reason given yet? */
export function needsReason(state: PadState, lineId: string, delta: number, sent: readonly OrderLine[]): boolean {
  const had = sent.find((line) => line.lineId === lineId);
  const line = currentLine(state, lineId, sent);
  if (!had || !line || state.reasons[lineId]) return false;
  return toMilli(line.qty) + toMilli(delta) < toMilli(had.qty);
}

export function padReducer(state: PadState, action: PadAction): PadState {
  switch (action.type) {
    case 'add': {
      const sentIds = new Set(action.sent.map((line) => line.lineId));
      // The same item again raises its unsent line (an add-on's only on the same item line).
      const open = state.edits.find(
        (line) =>
          line.itemId === action.item.code &&
          (line.parentLineId ?? '') === (action.parentLineId ?? '') &&
          !sentIds.has(line.lineId),
      );
      if (open) return padReducer(state, { type: 'change', lineId: open.lineId, delta: 1, sent: action.sent });
      const line: PadLine = {
        lineId: action.lineId,
        itemId: action.item.code,
        itemName: action.item.name,
        kotGroup: action.item.kotGroup,
        qty: 1,
        rate: action.rate,
        notes: '',
        ...extrasOf({ ...action.pricing, parentLineId: action.parentLineId }),
      };
      return { ...state, edits: [...state.edits, line], selected: line.lineId };
    }
    case 'change': {
      const line = currentLine(state, action.lineId, action.sent);
      if (!line) return state;
      const qty = fromMilli(Math.max(0, toMilli(line.qty) + toMilli(action.delta)));
      const edits = tidy(state.edits, { ...line, qty }, action.sent);
      const gone =
        !edits.some((edit) => edit.lineId === line.lineId) && !action.sent.some((row) => row.lineId === line.lineId);
      return { ...state, edits, selected: gone ? (edits.at(-1)?.lineId ?? null) : line.lineId };
    }
    case 'notes': {
      const line = currentLine(state, action.lineId, action.sent);
      return line
        ? { ...state, edits: tidy(state.edits, { ...line, notes: action.notes }, action.sent), selected: line.lineId }
        : state;
    }
    case 'reason':
      return { ...state, reasons: { ...state.reasons, [action.lineId]: action.reason } };
    case 'select':
      return { ...state, selected: action.lineId };
    case 'sent':
      return { ...EMPTY_PAD, selected: state.selected };
    case 'reset':
      return EMPTY_PAD;
  }
}
