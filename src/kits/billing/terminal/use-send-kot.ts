import { useRef, useState } from 'react';
import type { OrderHead } from '../domain/order-types';
import type { PosMenuItem } from '../domain/master-types';
import { ticketsOf } from '../domain/kot-delta';
import { newClientId, useBillingApi, whenSent } from '../billing-api';
import { useBillingBook } from '../billing-book-context';
import { planKot } from './kot-rows';
import { slipDetails, type KotSlipSet } from './kot-slips';
import type { OrderPad } from './use-order-pad';
import type { TerminalMessage } from './terminal-message';

export interface SendKot {
  send: (waiter: string, covers: number, waiterName: string) => Promise<void>;
  busy: boolean;
  slips: KotSlipSet | null;
  clearSlips: () => void;
  /** Shows (and prints) other slips: a KOT reprint. */
  showSlips: (set: KotSlipSet) => void;
}

/** How long a counter order's KOT slips wait for the token the backend gives it before printing without it. */
export const TOKEN_WAIT_MS = 2_500;

/** The token the backend's answer to a KOT gives the order (its tickets carry it), or null. */
const tokenIn = (answer: Record<string, unknown> | null): number | null => {
  const first =
    answer && Array.isArray(answer.tickets) ? (answer.tickets[0] as { token?: unknown } | undefined) : undefined;
  return typeof first?.token === 'number' ? first.token : null;
};

export interface SendKotOptions {
  /** A delivery's or a counter order's pseudo table: no waiter needed. */
  waiterOptional?: boolean;
  /** A counter order's head, sent with the KOT. */
  head?: OrderHead;
  /** The menu, so a combo's slip line lists its items. */
  items?: ReadonlyMap<string, PosMenuItem>;
  /** The slips' words instead of table, covers and waiter (a counter order's kind and customer). */
  place?: string;
}

/**
 * Send KOT: plans the changes since the kitchen's lines, keeps them in the outbox (sent at once, or later if the
 * backend does not answer) and prepares the kitchen slips, one per KOT group and kind. A counter order's head
 * travels with it; its slips wait a moment for the order's token (a book with tokens).
 */
export function useSendKot(
  outlet: string,
  tableNo: string,
  tableName: string,
  order: OrderPad,
  say: (message: TerminalMessage) => void,
  options: SendKotOptions = {},
): SendKot {
  const { waiterOptional = false, head, items, place } = options;
  const api = useBillingApi();
  const { tokens } = useBillingBook();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [slips, setSlips] = useState<KotSlipSet | null>(null);

  const send = async (waiter: string, covers: number, waiterName: string) => {
    if (sending.current) return; // a second press while the first is being kept sends nothing more
    const plan = planKot(
      order.sent.lines,
      order.pad.edits,
      { kotId: newClientId(), tableNo, waiter, covers },
      order.pad.reasons,
      waiterOptional,
    );
    if (!plan.ok) {
      say({ variant: plan.problems[0]!.startsWith('Nothing new') ? 'info' : 'danger', text: plan.problems.join(' ') });
      return;
    }
    sending.current = true;
    setBusy(true);
    const kotId = plan.rows[0]!.kotId;
    try {
      await api.queueKot(outlet, tableNo, plan.rows, head);
      order.markSent();
      say({
        variant: 'success',
        text: `KOT for ${tableName}: ${plan.rows.length} ${plan.rows.length === 1 ? 'line' : 'lines'} for the kitchen.`,
      });
      const reasons = new Map(plan.rows.map((row) => [row.lineId, row.reason]));
      const lines = plan.changes.map((change) => ({
        ...change,
        reason: reasons.get(change.lineId) ?? '',
        ...slipDetails(change, items),
      }));
      const token = tokens ? tokenIn(await whenSent(kotId, TOKEN_WAIT_MS)) : null;
      setSlips({
        kotId,
        tableName,
        waiter: waiterName,
        covers,
        time: new Date().toISOString(),
        tickets: ticketsOf(lines),
        ...(token ? { token } : {}),
        ...(place !== undefined ? { place } : {}),
      });
    } catch (error) {
      say({ variant: 'danger', text: error instanceof Error ? error.message : 'The KOT could not be kept.' });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { send, busy, slips, clearSlips: () => setSlips(null), showSlips: setSlips };
}
