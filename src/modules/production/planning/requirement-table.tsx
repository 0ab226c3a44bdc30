import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { RequirementRow } from '../domain/mass-plan-rules';
import { useRequirements } from './mass-plan-api';

const COLUMNS: ReadonlyArray<TableColumn<RequirementRow>> = [
  { label: 'Material', cell: (row) => row.itemName },
  { label: 'Group', cell: (row) => row.grp },
  { label: 'Made or bought', cell: (row) => (row.made ? 'Made here' : 'Bought') },
  { label: 'Required', cell: (row) => formatQuantity(row.qtyrequired, row.uom), numeric: true },
  { label: 'In stock', cell: (row) => formatQuantity(row.qtyavailable, row.uom), numeric: true },
  { label: 'Short', cell: (row) => formatQuantity(row.qtypending, row.uom), numeric: true },
];

/** What the planned products need, every level: required, in stock and short; sub-assemblies made here are marked. */
export function RequirementTable({ demand }: { demand: ReadonlyArray<{ itemId: string; qty: number }> }) {
  const needs = useRequirements(demand);
  if (demand.length === 0) return <p>Add products and quantities to see what they need.</p>;
  if (needs.error) return <LoadFailed message={toApiError(needs.error).message} onRetry={() => void needs.refetch()} />;
  if (!needs.data) return <Loading label="Working out the materials…" />;
  if (needs.data.length === 0)
    return <p>These products have no set-up: record their ingredients under Process attachments.</p>;
  const short = needs.data.filter((row) => row.qtypending > 0 && !row.made).length;
  return (
    <>
      <p aria-live="polite">
        {short === 0
          ? 'Stock covers every bought material.'
          : `${short} bought ${short === 1 ? 'material is' : 'materials are'} short.`}
      </p>
      <DataTable
        rows={needs.data}
        columns={COLUMNS}
        rowKey={(row) => row.itemId}
        caption="Materials required"
        captionPlacement="hidden"
        rowClassName={(row) => (row.qtypending > 0 && !row.made ? 'table-warning' : undefined)}
      />
    </>
  );
}
