import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity, fromMilli, toMilli } from '../../../lib/quantity/quantity';
import { ROW_STATUS_WORDS, type PadRow } from './pad-rows';

interface Props {
  rows: readonly PadRow[];
  selected: string | null;
  /** Billed tables take no changes. */
  locked: boolean;
  mayLowerSent: boolean;
  onChange: (lineId: string, delta: 1 | -1) => void;
  onNotes: (lineId: string, notes: string) => void;
  onSelect: (lineId: string) => void;
  large?: boolean;
}

/** The table's order: sent lines (with this cashier's changes) and new lines, each with - and + and its notes. */
export function PadTable({ rows, selected, locked, mayLowerSent, onChange, onNotes, onSelect, large = false }: Props) {
  if (rows.length === 0) return <p className="text-body-secondary">No items yet: find one above.</p>;
  const size = large ? 'lg' : 'sm';
  return (
    <div className="list-cards">
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col" id="pad-notes-head">
              Notes
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isSelected = row.lineId === selected;
            const belowSent = toMilli(row.qty) <= toMilli(row.sentQty) && row.sentQty > 0;
            return (
              <tr
                key={row.lineId}
                className={isSelected ? 'table-active' : undefined}
                onClick={() => onSelect(row.lineId)}
              >
                <th scope="row" data-label="Item" id={`pad-item-${row.lineId}`}>
                  {row.parentLineId ? `+ ${row.itemName}` : row.itemName}
                  {isSelected && <span className="visually-hidden"> (selected)</span>}
                  {row.happyHour && <div className="small fw-normal">Happy hour {row.happyHour}</div>}
                </th>
                <td data-label="Quantity">
                  <div className="d-flex align-items-center gap-2">
                    <Button
                      size={size}
                      variant="outline-secondary"
                      aria-label={`Less ${row.itemName}`}
                      disabled={locked || toMilli(row.qty) === 0 || (belowSent && !mayLowerSent)}
                      onClick={() => onChange(row.lineId, -1)}
                    >
                      −
                    </Button>
                    <span>{formatQuantity(row.qty)}</span>
                    <Button
                      size={size}
                      variant="outline-secondary"
                      aria-label={`More ${row.itemName}`}
                      disabled={locked}
                      onClick={() => onChange(row.lineId, 1)}
                    >
                      +
                    </Button>
                  </div>
                </td>
                <td data-label="Amount" className="text-end">
                  ₹{formatMoney(multiplyByQuantity(toPaise(row.rate), row.qty))}
                </td>
                <td data-label="Notes">
                  <Form.Control
                    size="sm"
                    value={row.notes}
                    disabled={locked || row.status !== 'new'}
                    aria-labelledby={`pad-notes-head pad-item-${row.lineId}`}
                    onFocus={() => onSelect(row.lineId)}
                    onChange={(event) => onNotes(row.lineId, event.target.value)}
                  />
                </td>
                <td data-label="State">
                  {ROW_STATUS_WORDS[row.status]}
                  {toMilli(row.qty) < toMilli(row.sentQty)
                    ? `, ${formatQuantity(fromMilli(toMilli(row.sentQty) - toMilli(row.qty)))} to cancel`
                    : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
