import { useCallback, useMemo, useReducer, useState } from 'react';
import type { LinePrice, RunningTable } from '../domain/order-types';
import type { PosMenuItem } from '../domain/master-types';
import { outletRateOf } from '../domain/item-tax';
import { newClientId } from '../billing-api';
import { useBillingBook } from '../billing-book-context';
import { padRows, type PadRow } from './pad-rows';
import { EMPTY_PAD, needsReason, padReducer, type PadState } from './pad-state';
import { sentView, waitingKots, type SentView } from './sent-lines';
import type { TerminalData } from './use-terminal-data';

export interface ReasonAsk {
  lineId: string;
  itemName: string;
}

/** A book's own pricing of new lines (e.g. the take-away's happy hours). */
export type LinePricer = (item: PosMenuItem) => LinePrice;

export interface OrderPad {
  running: RunningTable | undefined;
  sent: SentView;
  pad: PadState;
  rows: PadRow[];
  /** Adds a piece of the item; an add-on goes on the item line it is attached to. */
  add: (item: PosMenuItem, parentLineId?: string) => void;
  /** +1 or -1 on a line; lowering below what was sent asks for a reason first (and needs the modify right). */
  change: (lineId: string, delta: 1 | -1) => void;
  setNotes: (lineId: string, notes: string) => void;
  select: (lineId: string) => void;
  reasonAsk: ReasonAsk | null;
  giveReason: (reason: string) => void;
  dropReasonAsk: () => void;
  /** Forget the pad's edits once they are kept in the outbox. */
  markSent: () => void;
}

/**
 * One open table's order pad: its sent lines (backend + waiting KOTs) and this cashier's changes over them. New
 * lines are priced by `priceOf` when the book prices its own way, else at the outlet's rate.
 */
export function useOrderPad(
  data: TerminalData,
  tableNo: string,
  mayLowerSent: boolean,
  priceOf?: LinePricer,
): OrderPad {
  const running = data.running.get(tableNo);
  const entries = data.entriesOf(tableNo);
  const delivered = data.deliveredOf(tableNo);
  const { endpoints: routes } = useBillingBook();
  const sent = useMemo(
    () =>
      sentView(
        running,
        waitingKots(
          entries.filter((entry) => entry.state === 'waiting'),
          running,
          routes,
        ),
        data.items,
        delivered,
        routes,
      ),
    [running, entries, data.items, delivered, routes],
  );
  const [pad, dispatch] = useReducer(padReducer, EMPTY_PAD);
  const [reasonAsk, setReasonAsk] = useState<(ReasonAsk & { delta: 1 | -1 }) | null>(null);
  const rows = useMemo(() => padRows(sent, pad.edits), [sent, pad.edits]);
  const outlet = data.outlet?.code ?? '';
  const { rates } = data.requirements;

  const add = useCallback(
    (item: PosMenuItem, parentLineId?: string) => {
      const { rate, ...pricing } = priceOf ? priceOf(item) : { rate: outletRateOf(item, outlet, rates) };
      dispatch({ type: 'add', item, rate, pricing, parentLineId, lineId: newClientId(), sent: sent.lines });
    },
    [outlet, rates, sent.lines, priceOf],
  );
  const change = useCallback(
    (lineId: string, delta: 1 | -1) => {
      if (needsReason(pad, lineId, delta, sent.lines)) {
        if (!mayLowerSent) return;
        const line = rows.find((row) => row.lineId === lineId);
        setReasonAsk({ lineId, itemName: line?.itemName ?? lineId, delta });
        return;
      }
      dispatch({ type: 'change', lineId, delta, sent: sent.lines });
    },
    [pad, sent.lines, rows, mayLowerSent],
  );
  const giveReason = (reason: string) => {
    if (!reasonAsk) return;
    dispatch({ type: 'reason', lineId: reasonAsk.lineId, reason });
    dispatch({ type: 'change', lineId: reasonAsk.lineId, delta: reasonAsk.delta, sent: sent.lines });
    setReasonAsk(null);
  };
  return {
    running,
    sent,
    pad,
    rows,
    add,
    change,
    reasonAsk,
    giveReason,
    setNotes: (lineId, notes) => dispatch({ type: 'notes', lineId, notes, sent: sent.lines }),
    select: (lineId) => dispatch({ type: 'select', lineId }),
    dropReasonAsk: () => setReasonAsk(null),
    markSent: () => dispatch({ type: 'sent' }),
  };
}
