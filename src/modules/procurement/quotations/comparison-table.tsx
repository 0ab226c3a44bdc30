import Badge from 'react-bootstrap/Badge';
import { formatMoney } from '../../../lib/money/money-format';
import type { ComparisonRow } from './comparison-rows';

/** The offers for one item side by side, one row a supplier; the cheapest said in words, not colour alone. */
export function ComparisonTable({ itemName, rows }: { itemName: string; rows: readonly ComparisonRow[] }) {
  return (
    <div className="table-responsive mb-4">
      <table className="table table-sm align-middle">
        <caption>{`Offers for ${itemName}`}</caption>
        <thead>
          <tr>
            <th scope="col">Supplier</th>
            <th scope="col">Quotation</th>
            <th scope="col" className="text-end">
              Rate (₹)
            </th>
            <th scope="col" className="text-end">
              Lead days
            </th>
            <th scope="col" className="text-end">
              Taxes (%)
            </th>
            <th scope="col" className="text-end">
              Rate with taxes (₹)
            </th>
            <th scope="col" className="text-end">
              Quotation total (₹)
            </th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.recordId}`} className={row.cheapest ? 'table-success' : undefined}>
              <th scope="row">{row.vendorname}</th>
              <td>{row.seq}</td>
              <td className="text-end">{formatMoney(row.ratePaise)}</td>
              <td className="text-end">{row.leadDays}</td>
              <td className="text-end">{row.taxPer}</td>
              <td className="text-end">{formatMoney(row.rateWithTaxesPaise)}</td>
              <td className="text-end">{formatMoney(row.totalPaise)}</td>
              <td>{row.cheapest && <Badge bg="success">Cheapest</Badge>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
