import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Loading } from '../../../components/load-state';
import { BilledNotice } from '../../../kits/billing/terminal/billed-notice';
import { CommandBar } from '../../../kits/billing/terminal/command-bar';
import { ItemFinder } from '../../../kits/billing/terminal/item-finder';
import { searchIndex } from '../../../kits/billing/terminal/item-search';
import { KotSlips } from '../../../kits/billing/terminal/kot-slips';
import { PadTable } from '../../../kits/billing/terminal/pad-table';
import { tableWords, type TerminalTable } from '../../../kits/billing/terminal/pseudo-tables';
import { TableDialogs } from '../../../kits/billing/terminal/table-dialogs';
import { useOpenTable } from '../../../kits/billing/terminal/use-open-table';
import type { TerminalData } from '../../../kits/billing/terminal/use-terminal-data';
import type { OrderHead } from '../../../kits/billing/domain/order-types';
import { ORDER_TYPES } from '../domain/takeaway-book';
import { AddOnDialog } from './add-on-dialog';
import { ComboDialog } from './combo-dialog';
import { useCounterCustomer, useCounterExtras } from './counter-api';
import { useBillExtras, useLinePricer } from './counter-pricing';
import { OrderHeadFields } from './order-head-fields';
import { TokenSlipDialog } from './token-slip';

interface Props {
  data: TerminalData;
  table: TerminalTable;
  head: OrderHead;
  onHead: (head: OrderHead) => void;
}

const typeWord = (head: OrderHead) =>
  ORDER_TYPES.find((type) => type.value === head.orderType)?.label ?? head.orderType;

/**
 * One counter order on the billing kit: its head (type, customer), the item finder (items and combos by code
 * or name), combos by group, add-ons on the selected line, the order lines with their happy hours, then the
 * engine's commands: F2 Send KOT (the kitchen's slips carry the token), F4 Make bill (the customer's offer
 * shown), F8 Settle in any mode. Once the order has its token, the customer's token slip prints on demand.
 */
export function CounterOrderPane({ data, table, head, onHead }: Props) {
  const outlet = data.outlet?.code ?? '';
  const extras = useCounterExtras();
  const customer = useCounterCustomer(head.customer ? head.phone : '');
  const words = tableWords(table);
  const priceOf = useLinePricer(data.requirements, outlet, head.startedAt, extras.data);
  const place = `${typeWord(head)}${head.customerName ? ` · ${head.customerName}` : ''}`;
  const open = useOpenTable(data, table, { priceOf, head, place, name: words, words });
  const billExtras = useBillExtras(data.requirements, outlet, head, words, customer.data, extras.data);
  const { order, bill, may } = open;
  const [picking, setPicking] = useState<'combo' | { lineId: string } | null>(null);
  const [tokenSlip, setTokenSlip] = useState(false);
  const token = data.running.get(table.code)?.token;
  const finder = useRef<HTMLInputElement>(null);
  const index = useMemo(
    () => searchIndex(data.requirements.items.filter((item) => item.kind !== 'ADDON')),
    [data.requirements.items],
  );
  const refetchCustomer = customer.refetch;
  // The customer's offers had, as they stand when the bill is made (another counter may have billed them since).
  useEffect(() => {
    if (open.dialog === 'bill' && head.customer) void refetchCustomer();
  }, [open.dialog, head.customer, refetchCustomer]);
  useEffect(() => finder.current?.focus(), []);

  const locked = bill.billed || !may('kot');
  const selected = order.rows.find((row) => row.lineId === order.pad.selected);
  const selectedItem = selected && !selected.parentLineId ? data.items.get(selected.itemId) : undefined;
  const addOnFor = picking && picking !== 'combo' ? order.rows.find((row) => row.lineId === picking.lineId) : undefined;
  return (
    <section aria-labelledby="order-title">
      <div className="d-print-none">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="order-title" className="h5 mb-0 me-auto text-break">
            {table.name ? words : 'New order'}
          </h2>
          {token !== undefined && data.outlet && (
            <Button variant="outline-primary" size="sm" onClick={() => setTokenSlip(true)}>
              Print token slip
            </Button>
          )}
          <Button variant="outline-secondary" size="sm" onClick={data.closeTable}>
            Back to orders
          </Button>
        </div>
        {open.message && (
          <Alert
            variant={open.message.variant}
            role={open.message.variant === 'danger' ? 'alert' : 'status'}
            dismissible
            onClose={() => open.say(null)}
          >
            {open.message.text}
          </Alert>
        )}
        {extras.isError && (
          <Alert variant="warning">
            Happy hours and offers could not be read: lines are priced at the usual rates.
          </Alert>
        )}
        <OrderHeadFields head={head} onHead={onHead} disabled={bill.billed} />
        <BilledNotice open={open} />
        {/* Lines are priced with the happy hours: the finder waits for them (or for their failure: then usual
            rates). */}
        {!locked && extras.isPending && <Loading label="Loading happy hours and offers…" />}
        {!locked && !extras.isPending && (
          <div className="row g-2 align-items-end mb-2">
            <div className="col-md-8">
              <ItemFinder
                index={index}
                outlet={outlet}
                rates={data.requirements.rates}
                onAdd={(item) => order.add(item)}
                inputRef={finder}
                onMore={() => selected && order.change(selected.lineId, 1)}
                onLess={() => selected && order.change(selected.lineId, -1)}
              />
            </div>
            <div className="col-md-4 d-flex flex-wrap gap-2">
              <Button variant="outline-primary" onClick={() => setPicking('combo')}>
                Combos
              </Button>
              <Button
                variant="outline-primary"
                disabled={!selectedItem}
                onClick={() => selected && setPicking({ lineId: selected.lineId })}
              >
                {selectedItem ? `Add-ons for ${selectedItem.name}` : 'Add-ons'}
              </Button>
            </div>
          </div>
        )}
        <PadTable
          rows={order.rows}
          selected={order.pad.selected}
          locked={locked}
          mayLowerSent={may('changeKot')}
          onChange={order.change}
          onNotes={order.setNotes}
          onSelect={order.select}
        />
        <CommandBar open={open} />
      </div>
      {open.kot.slips && <KotSlips set={open.kot.slips} onDone={open.kot.clearSlips} />}
      {tokenSlip && token !== undefined && data.outlet && (
        <TokenSlipDialog
          token={token}
          outlet={data.outlet}
          place={place}
          startedAt={head.startedAt}
          onHide={() => setTokenSlip(false)}
        />
      )}
      <TableDialogs data={data} open={open} billExtras={billExtras} />
      {picking === 'combo' && (
        <ComboDialog
          items={data.requirements.items}
          onCancel={() => setPicking(null)}
          onAdd={(combo) => {
            order.add(combo);
            setPicking(null);
          }}
        />
      )}
      {addOnFor && (
        <AddOnDialog
          item={data.items.get(addOnFor.itemId)!}
          items={data.requirements.items}
          onCancel={() => setPicking(null)}
          onAdd={(addOn) => order.add(addOn, addOnFor.lineId)}
        />
      )}
    </section>
  );
}
