import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { BilledNotice } from './billed-notice';
import { CommandBar } from './command-bar';
import { ItemFinder } from './item-finder';
import { KotSlips } from './kot-slips';
import { MenuBrowser } from './menu-browser';
import { OrderHead } from './order-head';
import { PadTable } from './pad-table';
import { tableTitle, type TerminalTable } from './pseudo-tables';
import { TableDialogs } from './table-dialogs';
import { TerminalMessageLine } from './terminal-message-line';
import { useOpenTable, type OpenTable } from './use-open-table';
import type { TerminalData } from './use-terminal-data';

interface Props {
  data: TerminalData;
  table: TerminalTable;
  large?: boolean;
  /** Touch screens pick items from tiles besides the search box. */
  picker?: (open: OpenTable) => ReactNode;
}

/** One open table: waiter and covers, the item search, the order lines, the commands, the KOT slips and the dialogs. */
export function OrderPane({ data, table, large = false, picker }: Props) {
  const open = useOpenTable(data, table);
  const { order, bill, may } = open;
  const finder = useRef<HTMLInputElement>(null);
  // At a desk the search box takes focus (keyboard first); on a touch screen that would pop the keyboard up.
  useEffect(() => {
    if (!large) finder.current?.focus();
  }, [large]);
  const locked = bill.billed || !may('kot');
  const selected = order.pad.selected;
  return (
    <section aria-labelledby="order-title">
      <div className="d-print-none">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="order-title" className="h5 mb-0 me-auto text-break">
            {tableTitle(table)}
          </h2>
          <Button variant="outline-secondary" size={large ? 'lg' : 'sm'} onClick={data.closeTable}>
            Back to tables
          </Button>
        </div>
        <OrderHead
          waiters={data.requirements.waiters}
          waiter={open.waiter}
          onWaiter={open.setWaiter}
          covers={open.covers}
          onCovers={open.setCovers}
          disabled={locked}
          optional={table.pseudo}
        />
        <BilledNotice open={open} />
        <div className="row g-3">
          {!locked && (
            <div className={picker ? 'col-md-7' : 'col-12'}>
              <ItemFinder
                index={data.index}
                outlet={data.outlet?.code ?? ''}
                rates={data.requirements.rates}
                onAdd={order.add}
                inputRef={finder}
                onMore={() => selected && order.change(selected, 1)}
                onLess={() => selected && order.change(selected, -1)}
              />
              {picker ? (
                picker(open)
              ) : (
                <MenuBrowser
                  items={data.requirements.items}
                  outlet={data.outlet?.code ?? ''}
                  rates={data.requirements.rates}
                  onAdd={order.add}
                />
              )}
            </div>
          )}
          {/* Touch: items beside the order on a tablet, above it on a phone. */}
          <div className={picker && !locked ? 'col-md-5' : 'col-12'}>
            <PadTable
              rows={order.rows}
              selected={selected}
              locked={locked}
              mayLowerSent={may('changeKot')}
              onChange={order.change}
              onNotes={order.setNotes}
              onSelect={order.select}
              large={large}
            />
          </div>
        </div>
        <CommandBar open={open} large={large} />
        {open.message && <TerminalMessageLine message={open.message} onClose={() => open.say(null)} />}
      </div>
      {open.kot.slips && <KotSlips set={open.kot.slips} onDone={open.kot.clearSlips} />}
      <TableDialogs data={data} open={open} />
    </section>
  );
}
