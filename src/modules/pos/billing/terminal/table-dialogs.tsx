import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Bill } from '../../domain/billing-types';
import { POS_BILLING_KEY as KEY } from '../../domain/pos-endpoints';
import { BillPrintDialog } from '../bill/bill-print-dialog';
import { MakeBillDialog } from '../bill/make-bill-dialog';
import { SettleDialog } from '../settle/settle-dialog';
import { ReasonDialog } from './reason-dialog';
import { TableMoveDialog } from './table-move-dialog';
import type { OpenTable } from './use-open-table';
import type { TerminalData } from './use-terminal-data';

/** The open table's dialogs: cancellation reason, make bill (then its first print), settle, transfer and merge. */
export function TableDialogs({ data, open }: { data: TerminalData; open: OpenTable }) {
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState<Bill[]>([]);
  const { order, dialog, setDialog, bill, table } = open;
  const outlet = data.outlet;
  if (!outlet) return null;
  const name = table.code;
  const hide = () => setDialog(null);
  const moved = (target: string) => {
    const words = dialog === 'transfer' ? `Table ${name} moved to ${target}.` : `Table ${name} merged into ${target}.`;
    hide();
    void queryClient.invalidateQueries({ queryKey: [KEY] });
    data.openTable(target);
    data.setNotice({ variant: 'success', text: words }); // the pane of the old table goes with it
  };
  const targets = data.tiles.filter((tile) => tile.tableNo !== table.code && (dialog === 'transfer' ? tile.state === 'free' : tile.state === 'occupied'));
  return (
    <>
      {order.reasonAsk && <ReasonDialog itemName={order.reasonAsk.itemName} onGive={order.giveReason} onCancel={order.dropReasonAsk} />}
      {(dialog === 'transfer' || dialog === 'merge') && <TableMoveDialog kind={dialog} outlet={outlet.code} from={{ code: table.code, name }} targets={targets} onDone={moved} onCancel={hide} />}
      <MakeBillDialog
        show={dialog === 'bill'} onHide={hide} requirements={data.requirements} outlet={outlet} table={bill.table} kotIds={bill.table.kotIds}
        onBilled={(bills) => {
          hide();
          bill.keepBills(bills);
          setPrinting(bills);
          open.say({ variant: 'success', text: `Table ${name} billed: ${bills.length === 1 ? 'the bill is' : `${bills.length} bills are`} kept and sending.` });
        }}
      />
      {bill.bill && (
        <SettleDialog
          show={dialog === 'settle'} onHide={hide} requirements={data.requirements} bill={bill.bill}
          onSettled={() => {
            hide();
            bill.forgetBills();
            data.closeTable();
            data.setNotice({ variant: 'success', text: `Table ${name} settled.` });
          }}
        />
      )}
      {printing[0] && dialog === null && <BillPrintDialog bill={printing[0]} requirements={data.requirements} autoPrint onHide={() => setPrinting((rest) => rest.slice(1))} />}
    </>
  );
}
