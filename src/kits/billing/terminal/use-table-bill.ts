import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { fromPaise } from '../../../lib/money/money';
import type { Bill } from '../domain/bill-types';
import type { RunningTable } from '../domain/order-types';
import { newClientId, useBillingApi, useUnsettledBills, whenSent } from '../billing-api';
import { numberedFrom } from '../bill/numbered-answer';
import { useBillingBook } from '../billing-book-context';
import { billKey, billsToSettle } from './bill-parts';
import { billWaiting, waitingHead } from './sent-lines';
import { linesAmount } from './table-tiles';
import type { OrderPad } from './use-order-pad';
import type { TerminalMessage } from './terminal-message';
import type { TerminalData } from './use-terminal-data';

/** How long a kept bill waits for its number (a terminal offline for a long service). */
const NUMBER_WAIT_MS = 6 * 60 * 60 * 1000;

export interface TableBill {
  /** The table as the bill dialog sees it: the backend's lines and the waiting KOTs' lines. */
  table: RunningTable;
  billed: boolean;
  /** The first bill to settle: one made here (even offline), else the backend's unsettled bill of this table. */
  bill: Bill | null;
  /** Every bill of the table still to settle (several when the bill was split). */
  bills: Bill[];
  keepBills: (bills: Bill[]) => void;
  forgetBills: () => void;
  /** One bill of a split settled here: it leaves the list before the server hears of it. */
  settledOne: (bill: Bill) => void;
  reopen: () => Promise<void>;
  reopening: boolean;
}

/** The open table's bill: billed or not, which bill to settle, and Reopen (online: the backend voids the bill). */
export function useTableBill(
  data: TerminalData,
  tableNo: string,
  order: OrderPad,
  say: (message: TerminalMessage) => void,
): TableBill {
  const queryClient = useQueryClient();
  const { key, endpoints: routes } = useBillingBook();
  const api = useBillingApi();
  const outlet = data.outlet?.code ?? '';
  const entries = data.entriesOf(tableNo);
  const { running, sent } = order;
  const [made, setMade] = useState<Bill[]>([]);
  const [reopening, setReopening] = useState(false);
  const [settledHere, setSettledHere] = useState<ReadonlySet<string>>(() => new Set());
  // A bill made here that the backend refused (a counter's offer no longer to be had): the table takes a bill again,
  // and the cashier hears why.
  const refused =
    made.length > 0
      ? entries.find(
          (entry) => entry.state === 'failed' && entry.endpoint === routes.makeBill && entry.id === made[0]!.billId,
        )
      : undefined;
  const [refusedId, setRefusedId] = useState<string | null>(null);
  // Bills kept before the backend numbered them take their numbers when it answers, so the settle dialog and the
  // notices name the bill as its print does even before the unsettled bills are read again.
  const pendingId = made.find((row) => !row.seq)?.billId;
  useEffect(() => {
    if (!pendingId) return;
    let live = true;
    void whenSent(pendingId, NUMBER_WAIT_MS).then((answer) => {
      if (!live || !answer) return;
      setMade((current) => current.map((row) => (row.billId === pendingId && numberedFrom(row, answer)) || row));
    });
    return () => {
      live = false;
    };
  }, [pendingId]);
  if (refused) {
    setMade([]);
    setRefusedId(refused.id);
    say({
      variant: 'danger',
      text: `The bill was refused: ${refused.lastError ?? 'no reason given'} Make it again (the refused one can be discarded above).`,
    });
  } else if (refusedId && running?.state === 'BILLED' && !entries.some((entry) => entry.id === refusedId)) {
    // Retried and taken after all: the refusal said on screen no longer stands.
    setRefusedId(null);
    say({ variant: 'success', text: `The bill of table ${tableNo} has reached the server.` });
  }
  const billed =
    running?.state === 'BILLED' ||
    billWaiting(
      entries.filter((entry) => entry.state === 'waiting'),
      routes,
    ) ||
    (made.length > 0 && !refused);
  // Read only while this table is billed.
  const unsettled = useUnsettledBills(billed);
  const bills = useMemo(
    () =>
      billsToSettle(
        made,
        (unsettled.data ?? []).filter((row) => row.outlet === outlet && row.tableNo === tableNo),
        settledHere,
      ),
    [made, unsettled.data, outlet, tableNo, settledHere],
  );
  const bill = bills[0] ?? null;
  const billNo = running?.billNo ?? bill?.billNo ?? 0;
  const reopenKey = useMemo(() => (billNo ? newClientId() : ''), [billNo]);

  const table = useMemo((): RunningTable => {
    const head = waitingHead(entries, routes);
    const base: RunningTable = running ?? {
      outlet,
      tableNo,
      waiter: head?.waiter ?? '',
      covers: head?.covers ?? 1,
      openedAt: head?.openedAt ?? '',
      state: 'OPEN',
      amount: 0,
      billNo: null,
      kotIds: [],
      lines: [],
    };
    return {
      ...base,
      lines: sent.lines,
      kotIds: sent.kotIds,
      amount: running?.state === 'BILLED' ? running.amount : fromPaise(linesAmount(sent.lines)),
    };
  }, [running, entries, outlet, tableNo, sent, routes]);

  const reopen = async () => {
    if (!billNo) {
      say({ variant: 'info', text: 'The bill has not reached the server yet; reopen it once it has.' });
      return;
    }
    setReopening(true);
    try {
      await api.reopen(billNo, reopenKey);
      setMade([]);
      say({ variant: 'success', text: `Table ${tableNo} reopened: its bill is void and it takes items again.` });
      await queryClient.invalidateQueries({ queryKey: [key] });
    } catch (error) {
      say({ variant: 'danger', text: error instanceof Error ? error.message : 'The table was not reopened.' });
    } finally {
      setReopening(false);
    }
  };
  return {
    table,
    billed,
    bill,
    bills,
    keepBills: setMade,
    forgetBills: () => setMade([]),
    reopen,
    reopening,
    settledOne: (settled) => setSettledHere((keys) => new Set([...keys, billKey(settled)])),
  };
}
