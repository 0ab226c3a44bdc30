import { DataTable, type TableColumn } from '../../../../components/data-table';
import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { formatQuantity } from '../../../../lib/quantity/quantity';
import type { SaleLine } from '../domain/stock-sale-types';

const money = (rupees: number) => formatMoney(toPaise(rupees));

type Column = TableColumn<SaleLine>;

const HSN: Column = { label: 'HSN', cell: (line) => line.hsn };
const BATCH: Column = {
  label: 'Batch',
  cell: (line) =>
    [line.batchno || line.gin, line.expdate ? `exp ${formatDate(line.expdate)}` : ''].filter(Boolean).join(', '),
};
const RATE: Column = { label: 'Rate', cell: (line) => money(line.rat), numeric: true };
const DISCOUNT: Column = { label: 'Disc %', cell: (line) => line.discPer, numeric: true };
const TAXABLE: Column = { label: 'Taxable', cell: (line) => money(line.taxable), numeric: true };
const TAX: Column = {
  label: 'Tax',
  cell: (line) => line.taxParts.map((part) => `${part.component} ${part.percent}%`).join(' + ') || 'None',
};

/** The full lines: item, HSN, batch and expiry, quantity with its unit, rate, discount, taxable value, tax. */
const FULL: readonly Column[] = [
  { label: 'Item', cell: (line) => line.itemName },
  HSN,
  BATCH,
  { label: 'Qty', cell: (line) => formatQuantity(line.qty, line.um), numeric: true },
  RATE,
  DISCOUNT,
  TAXABLE,
  TAX,
];

/** The compact lines of a slip: the item with its HSN, quantity, rate and taxable value. */
const COMPACT: readonly Column[] = [
  { label: 'Item', cell: (line) => `${line.itemName}${line.hsn ? ` (HSN ${line.hsn})` : ''}` },
  { label: 'Qty', cell: (line) => formatQuantity(line.qty), numeric: true },
  RATE,
  TAXABLE,
];

/** An invoice's lines as saved: item, HSN, batch and expiry, quantity, rate, discount, taxable value, tax. */
export function SaleLinesTable({ lines, compact = false }: { lines: readonly SaleLine[]; compact?: boolean }) {
  return (
    <DataTable
      rows={lines}
      columns={compact ? COMPACT : FULL}
      rowKey={(line) => line.sno}
      caption="Items"
      captionPlacement="hidden"
      rowHeader={false}
      // A slip's compact table takes its looks from the print sheet, not Bootstrap's table.
      tableClassName={compact ? '' : 'table table-sm'}
      responsive={false}
    />
  );
}
