import { formatDate } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { formatQuantity } from '../../../../lib/quantity/quantity';
import type { SaleLine } from '../domain/stock-sale-types';

const money = (rupees: number) => formatMoney(toPaise(rupees));

/** An invoice's lines as saved: item, HSN, batch and expiry, quantity, rate, discount, taxable value, tax. */
export function SaleLinesTable({ lines, compact = false }: { lines: readonly SaleLine[]; compact?: boolean }) {
  return (
    <table className={compact ? undefined : 'table table-sm'}>
      <caption className="visually-hidden">Items</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          {!compact && <th scope="col">HSN</th>}
          {!compact && <th scope="col">Batch</th>}
          <th scope="col" className="text-end">
            Qty
          </th>
          <th scope="col" className="text-end">
            Rate
          </th>
          {!compact && (
            <th scope="col" className="text-end">
              Disc %
            </th>
          )}
          <th scope="col" className="text-end">
            Taxable
          </th>
          {!compact && <th scope="col">Tax</th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.sno}>
            <td>
              {line.itemName}
              {compact && line.hsn ? ` (HSN ${line.hsn})` : ''}
            </td>
            {!compact && <td>{line.hsn}</td>}
            {!compact && (
              <td>
                {[line.batchno || line.gin, line.expdate ? `exp ${formatDate(line.expdate)}` : '']
                  .filter(Boolean)
                  .join(', ')}
              </td>
            )}
            <td className="text-end">{formatQuantity(line.qty, compact ? undefined : line.um)}</td>
            <td className="text-end">{money(line.rat)}</td>
            {!compact && <td className="text-end">{line.discPer}</td>}
            <td className="text-end">{money(line.taxable)}</td>
            {!compact && (
              <td>{line.taxParts.map((part) => `${part.component} ${part.percent}%`).join(' + ') || 'None'}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
