import { useState } from 'react';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import type { Bill } from '../domain/bill-types';
import type { OrderHead } from '../domain/order-types';
import { hasUnsent } from './pad-rows';
import type { TerminalTable } from './pseudo-tables';
import { SHORTCUTS, type TerminalCommand } from './terminal-keys';
import { useBillingBook } from '../billing-book-context';
import { useBillingRight } from '../use-billing-right';
import { useOrderPad, type LinePricer, type OrderPad } from './use-order-pad';
import { useSendKot, type SendKot } from './use-send-kot';
import { type TerminalMessage } from './terminal-message';
import { useTableBill, type TableBill } from './use-table-bill';
import type { TerminalData } from './use-terminal-data';

/** What the list of shortcuts says each command key does. */
const COMMAND_WORDS: Record<TerminalCommand, string> = { kot: 'Send KOT', bill: 'Make bill', settle: 'Settle' };

export type TableDialog = 'bill' | 'choose' | 'settle' | 'transfer' | 'merge' | 'kots' | null;

export interface OpenTable {
  table: TerminalTable;
  order: OrderPad;
  kot: SendKot;
  bill: TableBill;
  waiter: string;
  setWaiter: (code: string) => void;
  covers: string;
  setCovers: (text: string) => void;
  message: TerminalMessage | null;
  say: (message: TerminalMessage | null) => void;
  dialog: TableDialog;
  setDialog: (dialog: TableDialog) => void;
  /** The bill being settled (of a split: the one the cashier chose). */
  settling: Bill | null;
  settle: (bill: Bill) => void;
  run: (command: TerminalCommand) => void;
  may: ReturnType<typeof useBillingRight>;
}

/** What a book adds to an open table: its own pricing of new lines, and a counter order's head and slip words. */
export interface OpenTableOptions {
  priceOf?: LinePricer;
  head?: OrderHead;
  /** The KOT slips' words instead of table, covers and waiter. */
  place?: string;
  /**
   * How the KOT message and slips name the table (default: its code) and how other messages do (default: Table <code>).
   */
  name?: string;
  words?: string;
}

/**
 * Everything one open table needs, shared by the classic and the touch layouts and the take-away counter (mount it
 * keyed by the table).
 */
export function useOpenTable(data: TerminalData, table: TerminalTable, options: OpenTableOptions = {}): OpenTable {
  const may = useBillingRight();
  const { tableWord } = useBillingBook();
  const [message, say] = useState<TerminalMessage | null>(null);
  const [dialog, setDialog] = useState<TableDialog>(null);
  const [settling, setSettling] = useState<Bill | null>(null);
  const settle = (chosen: Bill) => {
    setSettling(chosen);
    setDialog('settle');
  };
  const order = useOrderPad(data, table.code, may('changeKot'), options.priceOf);
  const running = order.running;
  const [waiter, setWaiter] = useState(() => running?.waiter || table.waiter || '');
  const [covers, setCovers] = useState(() => String(running?.covers || 1));
  const name = options.name ?? table.code;
  const words = options.words ?? `Table ${table.code}`;
  const waiterName = data.requirements.waiters.find((row) => row.code === waiter)?.name ?? waiter;
  const kot = useSendKot(data.outlet?.code ?? '', table.code, name, order, say, {
    waiterOptional: table.pseudo,
    head: options.head,
    items: data.items,
    place: options.place,
  });
  const bill = useTableBill(data, table.code, order, say);

  const run = (command: TerminalCommand) => {
    if (command === 'kot') {
      if (bill.billed) say({ variant: 'info', text: `Reopen the ${tableWord} to add items.` });
      else if (may('kot')) void kot.send(waiter, Number(covers), waiterName);
      return;
    }
    if (command === 'bill') {
      if (!may('bill')) return;
      if (bill.billed) say({ variant: 'info', text: `${words} is billed already.` });
      else if (hasUnsent(order.rows))
        say({ variant: 'info', text: 'Send the KOT first: the bill takes only what the kitchen has.' });
      else if (order.sent.lines.length === 0) say({ variant: 'info', text: `${words} has nothing to bill.` });
      else {
        kot.clearSlips();
        setDialog('bill');
      }
      return;
    }
    if (!may('settle')) return;
    // A split bill: the cashier says which of its bills is being paid.
    if (bill.bills.length > 1) setDialog('choose');
    else if (bill.bill) settle(bill.bill);
    else
      say({
        variant: 'info',
        text: bill.billed ? 'The bill is on its way; settle it once it shows.' : 'Make the bill first.',
      });
  };
  // The shortcut keys work wherever focus is on the page, but not behind an open dialog.
  const quiet = dialog !== null || order.reasonAsk !== null;
  useShortcuts(
    (['kot', 'bill', 'settle'] as const).map((command) => ({
      keys: SHORTCUTS[command],
      label: COMMAND_WORDS[command],
      enabled: !quiet,
      run: () => run(command),
    })),
  );

  return {
    table,
    order,
    kot,
    bill,
    waiter,
    setWaiter,
    covers,
    setCovers,
    message,
    say,
    dialog,
    setDialog,
    settling,
    settle,
    run,
    may,
  };
}
