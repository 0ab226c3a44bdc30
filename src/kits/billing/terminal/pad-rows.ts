import { toMilli } from '../../../lib/quantity/quantity';
import type { OrderLine } from '../domain/order-types';
import type { PadLine } from '../domain/kot-delta';
import type { SentView } from './sent-lines';

export type RowStatus = 'sent' | 'waiting' | 'new' | 'changed';

export interface PadRow extends PadLine {
  sentQty: number;
  status: RowStatus;
}

export const ROW_STATUS_WORDS: Record<RowStatus, string> = {
  sent: 'Sent',
  waiting: 'Sent, waiting to send',
  new: 'New',
  changed: 'Changed',
};

/** The pad as shown: every sent line (with this cashier's change over it), then the new lines. */
export function padRows(sent: SentView, edits: readonly PadLine[]): PadRow[] {
  const byId = new Map(edits.map((line) => [line.lineId, line]));
  const rows: PadRow[] = sent.lines.map((line: OrderLine) => {
    const edit = byId.get(line.lineId);
    const base = { ...line, ...edit, sentQty: line.qty };
    if (edit) return { ...base, status: 'changed' };
    return { ...base, status: sent.waitingLineIds.has(line.lineId) ? 'waiting' : 'sent' };
  });
  const sentIds = new Set(sent.lines.map((line) => line.lineId));
  for (const edit of edits) if (!sentIds.has(edit.lineId)) rows.push({ ...edit, sentQty: 0, status: 'new' });
  return rows;
}

/** Anything on the pad the kitchen does not have yet? */
export const hasUnsent = (rows: readonly PadRow[]) => rows.some((row) => toMilli(row.qty) !== toMilli(row.sentQty));
