import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { BillLine } from '../../../../kits/billing/domain/bill-types';
import { readQuantity } from '../domain/counter-entry';
import type { CounterLine } from '../domain/counter-lines';

interface Props {
  lines: readonly CounterLine[];
  /** The priced lines (amounts after the engine's pricing), by line id. */
  priced: readonly BillLine[];
  selected: string | null;
  touch: boolean;
  onQuantity: (lineId: string, qty: number) => void;
  onStep: (lineId: string, step: 1 | -1) => void;
  onRemove: (lineId: string) => void;
  onSelect: (lineId: string) => void;
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

/** A line's quantity as typed: applied while it reads as a quantity, its problem shown while it does not. */
function QuantityBox({
  line,
  onQuantity,
  onSelect,
}: {
  line: CounterLine;
  onQuantity: (qty: number) => void;
  onSelect: () => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(line.qty);
  const read = readQuantity(text);
  const id = `counter-qty-${line.lineId}`;
  return (
    <>
      <Form.Control
        id={id}
        size="sm"
        inputMode="decimal"
        aria-label={`Quantity of ${line.itemName}`}
        value={text}
        isInvalid={'problem' in read}
        aria-describedby={'problem' in read ? `${id}-error` : undefined}
        style={{ maxWidth: '6.5rem' }}
        onFocus={onSelect}
        onBlur={() => setTyped(null)}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = readQuantity(event.target.value);
          if ('qty' in next) onQuantity(next.qty);
        }}
      />
      {'problem' in read && (
        <Form.Control.Feedback id={`${id}-error`} type="invalid">
          {read.problem}
        </Form.Control.Feedback>
      )}
    </>
  );
}

/** The sale's lines: item, quantity (typed, or + and - on a touch screen), rate, amount, remove. */
export function CounterLinesTable({ lines, priced, selected, touch, onQuantity, onStep, onRemove, onSelect }: Props) {
  if (lines.length === 0) return <p className="text-muted">Nothing rung up yet: scan or find an item.</p>;
  const amountOf = new Map(priced.map((line) => [line.lineId, line.amount]));
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm align-middle" aria-label="Sale lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="text-end">
              Rate
            </th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line.lineId}
              className={line.lineId === selected ? 'table-active' : undefined}
              aria-current={line.lineId === selected ? 'true' : undefined}
            >
              <th scope="row" data-label="Item" className="fw-normal text-break">
                {line.itemName}
              </th>
              <td data-label="Quantity">
                <div className="d-flex align-items-start gap-1">
                  {touch && (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={`Less ${line.itemName}`}
                      onClick={() => onStep(line.lineId, -1)}
                    >
                      −
                    </Button>
                  )}
                  <div>
                    <QuantityBox
                      line={line}
                      onQuantity={(qty) => onQuantity(line.lineId, qty)}
                      onSelect={() => onSelect(line.lineId)}
                    />
                  </div>
                  {touch && (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={`More ${line.itemName}`}
                      onClick={() => onStep(line.lineId, 1)}
                    >
                      +
                    </Button>
                  )}
                </div>
              </td>
              <td data-label="Rate" className="text-end">
                {money(line.rate)}
              </td>
              <td data-label="Amount" className="text-end">
                {money(amountOf.get(line.lineId) ?? 0)}
              </td>
              <td>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Remove ${line.itemName}`}
                  onClick={() => onRemove(line.lineId)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
