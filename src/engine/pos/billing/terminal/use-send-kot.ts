import { useRef, useState } from 'react';
import { ticketsOf } from '../../domain/kot-delta';
import { newClientId, queueKot } from '../billing-api';
import { planKot } from './kot-rows';
import type { KotSlipSet } from './kot-slips';
import type { OrderPad } from './use-order-pad';

export interface TerminalMessage {
  variant: 'success' | 'danger' | 'info';
  text: string;
}

export interface SendKot {
  send: (waiter: string, covers: number, waiterName: string) => Promise<void>;
  busy: boolean;
  slips: KotSlipSet | null;
  clearSlips: () => void;
  /** Shows (and prints) other slips: a KOT reprint. */
  showSlips: (set: KotSlipSet) => void;
}

/**
 * Send KOT: plans the changes since the kitchen's lines, keeps them in the outbox (sent at once, or
 * later if the backend does not answer) and prepares the kitchen slips, one per KOT group and kind.
 */
export function useSendKot(outlet: string, tableNo: string, tableName: string, order: OrderPad, say: (message: TerminalMessage) => void, waiterOptional = false): SendKot {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [slips, setSlips] = useState<KotSlipSet | null>(null);

  const send = async (waiter: string, covers: number, waiterName: string) => {
    if (sending.current) return; // a second press while the first is being kept sends nothing more
    const plan = planKot(order.sent.lines, order.pad.edits, { kotId: newClientId(), tableNo, waiter, covers }, order.pad.reasons, waiterOptional);
    if (!plan.ok) {
      say({ variant: plan.problems[0]!.startsWith('Nothing new') ? 'info' : 'danger', text: plan.problems.join(' ') });
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      await queueKot(outlet, tableNo, plan.rows);
      order.markSent();
      const reasons = new Map(plan.rows.map((row) => [row.lineId, row.reason]));
      const lines = plan.changes.map((change) => ({ ...change, reason: reasons.get(change.lineId) ?? '' }));
      setSlips({ kotId: plan.rows[0]!.kotId, tableName, waiter: waiterName, covers, time: new Date().toISOString(), tickets: ticketsOf(lines) });
      say({ variant: 'success', text: `KOT for ${tableName} kept: ${plan.rows.length} ${plan.rows.length === 1 ? 'line' : 'lines'} to the kitchen.` });
    } catch (error) {
      say({ variant: 'danger', text: error instanceof Error ? error.message : 'The KOT could not be kept.' });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { send, busy, slips, clearSlips: () => setSlips(null), showSlips: setSlips };
}
