import Form from 'react-bootstrap/Form';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { formatMoney } from '../../../lib/money/money-format';
import { returnableQty, type ReturnFigures } from './domain/refund-rules';
import type { SaleForReturn } from './domain/returns-types';
import { rupees } from './money';

interface Props {
  sale: SaleForReturn;
  qty: Readonly<Record<string, string>>;
  problems: Readonly<Record<string, string>>;
  figures: ReturnFigures;
  onQty: (lineId: string, text: string) => void;
}

/**
 * The bill's lines: what was sold, returned before and can still come back, and the quantity coming back typed per
 * line, with its refund.
 */
export function ReturnLinesTable({ sale, qty, problems, figures, onQty }: Props) {
  return (
    <div className="table-responsive list-cards mb-3">
      <table className="table table-sm align-middle">
        <caption>The bill’s lines: type what comes back</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="text-end">
              Sold
            </th>
            <th scope="col" className="text-end">
              Returned before
            </th>
            <th scope="col" className="text-end">
              Can come back
            </th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col">Tax as billed</th>
            <th scope="col">Return quantity</th>
            <th scope="col" className="text-end">
              Refund
            </th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((line) => {
            const id = `return-qty-${line.lineId}`;
            const problem = problems[line.lineId];
            const most = returnableQty(line);
            const refund = figures.lines.find((row) => row.line.lineId === line.lineId);
            return (
              <tr key={line.lineId}>
                <th scope="row" data-label="Item">
                  {line.itemName}
                </th>
                <td data-label="Sold" className="text-end">
                  {formatQuantity(line.sold.qty)}
                </td>
                <td data-label="Returned before" className="text-end">
                  {line.returned.qty > 0 ? formatQuantity(line.returned.qty) : ''}
                </td>
                <td data-label="Can come back" className="text-end">
                  {formatQuantity(most)}
                </td>
                <td data-label="Rate" className="text-end">
                  {rupees(line.rate)}
                </td>
                <td data-label="Tax as billed">
                  {line.sold.taxes.map((tax) => `${tax.component} ${tax.percent}%`).join(' + ') || 'None'}
                </td>
                <td data-label="Return quantity">
                  <Form.Control
                    id={id}
                    size="sm"
                    inputMode="decimal"
                    aria-label={`Return quantity, ${line.itemName}`}
                    value={qty[line.lineId] ?? ''}
                    disabled={most <= 0}
                    isInvalid={!!problem}
                    aria-errormessage={problem ? `${id}-error` : undefined}
                    onChange={(event) => onQty(line.lineId, event.target.value)}
                  />
                  {problem && (
                    <div id={`${id}-error`} className="invalid-feedback d-block">
                      {problem}
                    </div>
                  )}
                </td>
                <td data-label="Refund" className="text-end">
                  {refund ? formatMoney(refund.taxable + refund.tax) : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
