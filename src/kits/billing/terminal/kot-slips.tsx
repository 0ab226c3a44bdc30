import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { ThermalSheet } from '../../../components/print/thermal-sheet';
import { formatDateTime } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { PosMenuItem } from '../domain/master-types';
import type { KotChange } from '../domain/kot-delta';

/** A slip's line: the change, its cancellation reason, and what the kitchen must know besides (a combo's items). */
type SlipLine = KotChange & { reason: string; details?: string };

/** A combo's items for its slip line ("2 × Masala chai, 1 × Samosa"); nothing for any other line. */
export function slipDetails(
  line: Pick<KotChange, 'itemId' | 'qty'>,
  items: ReadonlyMap<string, PosMenuItem> | undefined,
): { details?: string } {
  const parts = items?.get(line.itemId)?.parts;
  if (!parts || parts.length === 0) return {};
  const each = Math.abs(line.qty);
  return {
    details: parts
      .map((part) => `${formatQuantity(each * part.qty)} × ${items!.get(part.itemId)?.name ?? part.itemId}`)
      .join(', '),
  };
}

/** One Send KOT's kitchen slips: one per KOT group, cancellations on slips of their own. */
export interface KotSlipSet {
  kotId: string;
  tableName: string;
  waiter: string; // the waiter's name
  covers: number;
  time: string; // ISO
  /** A reprint of tickets the kitchen already had: every slip says REPRINT. */
  reprint?: boolean;
  /** A counter order's token (the kitchen calls it out). */
  token?: number;
  /** Printed instead of table, covers and waiter: a counter order's kind and customer. */
  place?: string;
  tickets: { kotGroup: string; kind: 'ORDER' | 'CANCEL'; lines: SlipLine[] }[];
}

/** A slip line's item: an add-on under its item, a combo's items, the notes and (cancelled) the reason. */
const itemColumn = (cancel: boolean): TableColumn<SlipLine> => ({
  label: 'Item',
  cell: (line) => (
    <>
      {line.parentLineId ? `+ ${line.itemName}` : line.itemName}
      {line.details && <div>{line.details}</div>}
      {line.notes && <div>Note: {line.notes}</div>}
      {cancel && <div>Reason: {line.reason}</div>}
    </>
  ),
});
const QTY: TableColumn<SlipLine> = { label: 'Qty', cell: (line) => formatQuantity(Math.abs(line.qty)), numeric: true };
const ORDER_COLUMNS = [itemColumn(false), QTY];
const CANCEL_COLUMNS = [itemColumn(true), QTY];

function Slip({ set, ticket }: { set: KotSlipSet; ticket: KotSlipSet['tickets'][number] }) {
  const cancel = ticket.kind === 'CANCEL';
  const title = `${cancel ? 'CANCELLED' : 'KOT'} ${ticket.kotGroup || 'Kitchen'}`;
  return (
    <ThermalSheet
      as="article"
      aria-label={set.place === undefined ? `${title}, table ${set.tableName}` : `${title}, ${set.tableName}`}
    >
      {set.reprint && <p className="thermal-mark">REPRINT</p>}
      <h3>{title}</h3>
      {set.token !== undefined && <p className="thermal-token">Token {set.token}</p>}
      {set.place === undefined ? (
        <p>
          Table {set.tableName} · Covers {set.covers}
          <br />
          Waiter {set.waiter}
          <br />
          {formatDateTime(set.time)}
        </p>
      ) : (
        <p>
          {set.place}
          <br />
          {formatDateTime(set.time)}
        </p>
      )}
      <DataTable
        rows={ticket.lines}
        columns={cancel ? CANCEL_COLUMNS : ORDER_COLUMNS}
        rowKey={(line) => line.lineId}
        caption="Items"
        captionPlacement="hidden"
        rowHeader={false}
        // The thermal sheet, not Bootstrap's table, gives the slip its looks.
        tableClassName=""
        responsive={false}
      />
    </ThermalSheet>
  );
}

/**
 * The slips of the last Send KOT (or KOT reprint), printed once shown: on paper only the slips, each on its own
 * length of the outlet's roll.
 */
export function KotSlips({ set, onDone }: { set: KotSlipSet; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => window.print(), 100);
    return () => window.clearTimeout(timer);
  }, [set]); // each Send KOT or reprint hands a new set: print it once
  return (
    <section aria-labelledby="kot-slips-title" className="mt-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2 d-print-none">
        <h2 id="kot-slips-title" className="h6 mb-0">
          {set.reprint ? 'KOT slips (reprint)' : 'KOT slips'}
        </h2>
        <Button size="sm" variant="outline-primary" onClick={() => window.print()}>
          Print again
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onDone}>
          Done
        </Button>
      </div>
      {set.tickets.map((ticket) => (
        <Slip key={`${ticket.kind}|${ticket.kotGroup}`} set={set} ticket={ticket} />
      ))}
    </section>
  );
}
