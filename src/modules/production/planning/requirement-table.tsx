import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { useRequirements } from './mass-plan-api';

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
      <div className="table-responsive">
        <table className="table table-sm align-middle" aria-label="Materials required">
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col">Group</th>
              <th scope="col">Made or bought</th>
              <th scope="col" className="text-end">
                Required
              </th>
              <th scope="col" className="text-end">
                In stock
              </th>
              <th scope="col" className="text-end">
                Short
              </th>
            </tr>
          </thead>
          <tbody>
            {needs.data.map((row) => (
              <tr key={row.itemId} className={row.qtypending > 0 && !row.made ? 'table-warning' : undefined}>
                <th scope="row">{row.itemName}</th>
                <td>{row.grp}</td>
                <td>{row.made ? 'Made here' : 'Bought'}</td>
                <td className="text-end">{formatQuantity(row.qtyrequired, row.uom)}</td>
                <td className="text-end">{formatQuantity(row.qtyavailable, row.uom)}</td>
                <td className="text-end">{formatQuantity(row.qtypending, row.uom)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
