import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Bill } from '../domain/bill-types';
import { outboxSnapshot } from '../../../lib/offline/outbox';
import { whenSent } from '../billing-api';
import { useBillingBook } from '../billing-book-context';
import type { MakeBillExtras } from '../billing-dialog-props';
import { BillPrintDialog } from '../bill/bill-print-dialog';
import { billRefOf } from '../bill/bill-ref';
import { MakeBillDialog } from '../bill/make-bill-dialog';
import { SettleDialog } from '../settle/settle-dialog';
import { BillChoiceDialog } from './bill-choice-dialog';
import { billKey } from './bill-parts';
import { KotReprintDialog } from './kot-reprint-dialog';
import { reprintSlips } from './kot-reprint';
import { tableTitle, tableWords } from './pseudo-tables';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { TableMoveDialog } from './table-move-dialog';
import { TOKEN_WAIT_MS } from './use-send-kot';
import type { OpenTable } from './use-open-table';
import type { TerminalData } from './use-terminal-data';

/**
 * The bills to print for bills just kept: the backend's (numbered) when it answers within a moment, the kept ones
 * while it does not answer (it is away), none when it refused them (the order is told why).
 */
async function printedBills(bills: Bill[]): Promise<Bill[] | null> {
  const billId = bills[0]!.billId;
  const answer = await whenSent(billId, TOKEN_WAIT_MS);
  if (answer && Array.isArray(answer.bills)) return answer.bills as Bill[];
  // Still waiting: the backend is away, print what was kept. Refused (or discarded since): nothing to print.
  return (await outboxSnapshot()).waiting.some((entry) => entry.id === billId) ? bills : null;
}

/**
 * The open table's dialogs: cancellation reason, make bill (then its first print), which bill, settle, KOT reprint,
 * transfer and merge.
 */
export function TableDialogs({
  data,
  open,
  billExtras,
}: {
  data: TerminalData;
  open: OpenTable;
  billExtras?: MakeBillExtras;
}) {
  const queryClient = useQueryClient();
  const { key } = useBillingBook();
  const [printing, setPrinting] = useState<Bill[]>([]);
  const { order, dialog, setDialog, bill, table } = open;
  const outlet = data.outlet;
  if (!outlet) return null;
  const name = table.code;
  const words = tableWords(table);
  const hide = () => setDialog(null);
  const moved = (target: string) => {
    const text = dialog === 'transfer' ? `Table ${name} moved to ${target}.` : `Table ${name} merged into ${target}.`;
    hide();
    void queryClient.invalidateQueries({ queryKey: [key] });
    data.openTable(target);
    data.setNotice({ variant: 'success', text }); // the pane of the old table goes with it
  };
  const pseudo = new Set(data.tables.filter((row) => row.pseudo).map((row) => row.code));
  const targets = data.tiles.filter(
    (tile) =>
      tile.tableNo !== table.code &&
      !pseudo.has(tile.tableNo) &&
      (dialog === 'transfer' ? tile.state === 'free' : tile.state === 'occupied'),
  );
  const settled = (paid: Bill) => {
    hide();
    data.setSettled(paid);
    const left = bill.bills.filter((row) => billKey(row) !== billKey(paid)).length;
    if (left > 0) {
      // One bill of a split: the table stays billed until its last bill is settled.
      bill.settledOne(paid);
      open.say({
        variant: 'success',
        text: `Bill ${billRefOf(paid)} settled; ${left === 1 ? '1 more bill' : `${left} more bills`} of ${words} to settle.`,
      });
      return;
    }
    bill.forgetBills();
    data.closeTable();
    data.setNotice({ variant: 'success', text: `${words} settled.` });
  };
  return (
    <>
      {order.reasonAsk && (
        <ReasonDialog
          title={`Cancel ${order.reasonAsk.itemName}`}
          inputLabel="Reason for the cancellation"
          required="Give a reason: the kitchen's cancellation slip shows it."
          oneLine
          maxLength={100}
          keepLabel="Keep the quantity"
          confirmLabel="Lower the quantity"
          onConfirm={order.giveReason}
          onClose={order.dropReasonAsk}
        />
      )}
      {(dialog === 'transfer' || dialog === 'merge') && (
        <TableMoveDialog
          kind={dialog}
          outlet={outlet.code}
          from={{ code: table.code, name }}
          targets={targets}
          onDone={moved}
          onCancel={hide}
        />
      )}
      {dialog === 'kots' && (
        <KotReprintDialog
          outlet={outlet.code}
          tableNo={table.code}
          tableName={tableTitle(table)}
          onCancel={hide}
          onReprinted={(tickets) => {
            hide();
            const waiterName = (code: string) =>
              data.requirements.waiters.find((row) => row.code === code)?.name ?? code;
            const slips = reprintSlips(tickets, tableTitle(table), waiterName);
            if (slips) open.kot.showSlips(slips);
            open.say({ variant: 'success', text: `KOT ${tickets[0]?.kotNo ?? ''} of ${words} reprinted.` });
          }}
        />
      )}
      <MakeBillDialog
        show={dialog === 'bill'}
        onHide={hide}
        requirements={data.requirements}
        outlet={outlet}
        table={bill.table}
        kotIds={bill.table.kotIds}
        extras={billExtras}
        onBilled={(bills) => {
          hide();
          bill.keepBills(bills);
          open.say({
            variant: 'success',
            text: bills.length === 1 ? `${words} billed.` : `${words} billed in ${bills.length} bills.`,
          });
          // The backend's bill is printed (its number; a counter's offer it may refuse) when it answers soon, else the
          // kept one, marked provisional, which takes its number when it comes.
          void printedBills(bills).then((printed) => printed && setPrinting(printed));
        }}
      />
      {dialog === 'choose' && (
        <BillChoiceDialog tableName={tableTitle(table)} bills={bill.bills} onChoose={open.settle} onCancel={hide} />
      )}
      {open.settling && (
        <SettleDialog
          show={dialog === 'settle'}
          onHide={hide}
          requirements={data.requirements}
          bill={open.settling}
          onSettled={settled}
        />
      )}
      {printing[0] && dialog === null && (
        <BillPrintDialog
          bill={printing[0]}
          requirements={data.requirements}
          autoPrint
          onHide={() => setPrinting((rest) => rest.slice(1))}
        />
      )}
    </>
  );
}
