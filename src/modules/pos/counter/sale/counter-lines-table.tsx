import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../../components/data-table';
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

/** The columns: each line's item, its quantity (with - and + on a touch screen), rate, amount and Remove. */
function lineColumns(
  { touch, onQuantity, onStep, onRemove, onSelect }: Omit<Props, 'lines' | 'selected'>,
  amountOf: ReadonlyMap<string, number>,
): TableColumn<CounterLine>[] {
  return [
    { label: 'Item', cell: (line) => line.itemName, className: 'fw-normal text-break' },
    {
      label: 'Quantity',
      cell: (line) => (
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
      ),
    },
    { label: 'Rate', cell: (line) => money(line.rate), numeric: true },
    { label: 'Amount', cell: (line) => money(amountOf.get(line.lineId) ?? 0), numeric: true },
    {
      label: 'Actions',
      hideLabel: true,
      cell: (line) => (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Remove ${line.itemName}`}
          onClick={() => onRemove(line.lineId)}
        >
          Remove
        </Button>
      ),
    },
  ];
}

/** The sale's lines: item, quantity (typed, or + and - on a touch screen), rate, amount, remove. */
export function CounterLinesTable(props: Props) {
  const { lines, priced, selected } = props;
  const amountOf = new Map(priced.map((line) => [line.lineId, line.amount]));
  const chosen = (line: CounterLine) => line.lineId === selected;
  return (
    <DataTable
      rows={lines}
      columns={lineColumns(props, amountOf)}
      rowKey={(line) => line.lineId}
      caption="Sale lines"
      captionPlacement="hidden"
      cards
      empty={<p className="text-muted">Nothing rung up yet: scan or find an item.</p>}
      rowClassName={(line) => (chosen(line) ? 'table-active' : undefined)}
      rowAttributes={(line) => ({ 'aria-current': chosen(line) ? 'true' : undefined })}
    />
  );
}
