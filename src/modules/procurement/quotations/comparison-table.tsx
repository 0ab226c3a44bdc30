import Badge from 'react-bootstrap/Badge';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatMoney } from '../../../lib/money/money-format';
import type { ComparisonRow } from './comparison-rows';

const COLUMNS: readonly TableColumn<ComparisonRow>[] = [
  { label: 'Supplier', cell: (row) => row.vendorname },
  { label: 'Quotation', cell: (row) => row.seq },
  { label: 'Rate (₹)', cell: (row) => formatMoney(row.ratePaise), numeric: true },
  { label: 'Lead days', cell: (row) => row.leadDays, numeric: true },
  { label: 'Taxes (%)', cell: (row) => row.taxPer, numeric: true },
  { label: 'Rate with taxes (₹)', cell: (row) => formatMoney(row.rateWithTaxesPaise), numeric: true },
  { label: 'Quotation total (₹)', cell: (row) => formatMoney(row.totalPaise), numeric: true },
  { label: 'Verdict', cell: (row) => row.cheapest && <Badge bg="success">Cheapest</Badge> },
];

/** The offers for one item side by side, one row a supplier; the cheapest said in words, not colour alone. */
export function ComparisonTable({ itemName, rows }: { itemName: string; rows: readonly ComparisonRow[] }) {
  return (
    <div className="table-responsive mb-4">
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(row) => row.recordId}
        caption={`Offers for ${itemName}`}
        captionPlacement="bottom"
        rowClassName={(row) => (row.cheapest ? 'table-success' : undefined)}
        responsive={false}
      />
    </div>
  );
}
