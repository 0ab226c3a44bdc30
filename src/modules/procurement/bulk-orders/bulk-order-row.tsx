import Form from 'react-bootstrap/Form';
import { formatMoney } from '../../../lib/money/money-format';
import { lineAmountPaise } from './bulk-order-rules';
import { lineKey, lineName, type LineChoice } from './bulk-order-choices';
import type { SupplierChoice } from './bulk-order-api';
import type { BulkRequestLine } from './bulk-order-types';

interface RowProps {
  line: BulkRequestLine;
  unit: string;
  choice: LineChoice;
  suppliers: readonly SupplierChoice[];
  problems: Readonly<Record<string, string>>;
  onChange: (update: Partial<LineChoice>) => void;
}

/** A labelled input of a row, with its error under it. */
function Cell({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden>
        {label}
      </Form.Label>
      {children}
      <Form.Control.Feedback id={`${id}-error`} type="invalid">
        {problem}
      </Form.Control.Feedback>
    </>
  );
}

/** One approved request line: tick it, choose the supplier, the quantity (up to what is pending) and the rate. */
export function BulkOrderRow({ line, unit, choice, suppliers, problems, onChange }: RowProps) {
  const key = lineKey(line);
  const name = lineName(line);
  const problem = (field: string) => problems[`${key}.${field}`];
  const invalid = (field: string) => ({
    isInvalid: !!problem(field),
    'aria-invalid': !!problem(field),
    'aria-describedby': problem(field) ? `${field}-${key}-error` : undefined,
  });
  const qty = Number(choice.qty);
  const rat = Number(choice.rat);
  const amount =
    choice.qty.trim() !== '' && choice.rat.trim() !== '' && Number.isFinite(qty) && Number.isFinite(rat)
      ? formatMoney(lineAmountPaise(qty, rat))
      : '';
  return (
    <tr>
      <td data-label="Select">
        <Form.Check
          id={`select-${key}`}
          aria-label={`Select ${name}`}
          checked={choice.selected}
          onChange={(event) => onChange({ selected: event.target.checked })}
        />
      </td>
      <th scope="row" data-label="Request">
        {name}
      </th>
      <td data-label="Department">{line.department}</td>
      <td data-label="Item">{line.itemdescription}</td>
      <td data-label="Approved" className="text-end">
        {line.approvedQty}
      </td>
      <td data-label="Pending" className="text-end">
        {line.pendingQty} {unit}
      </td>
      <td data-label="Quantity">
        <Cell id={`qty-${key}`} label={`Quantity, ${name}`} problem={problem('qty')}>
          <Form.Control
            id={`qty-${key}`}
            type="number"
            inputMode="decimal"
            step="any"
            size="sm"
            value={choice.qty}
            {...invalid('qty')}
            onChange={(event) => onChange({ qty: event.target.value })}
          />
        </Cell>
      </td>
      <td data-label="Supplier">
        <Cell id={`supId-${key}`} label={`Supplier, ${name}`} problem={problem('supId')}>
          <Form.Select
            id={`supId-${key}`}
            size="sm"
            value={choice.supId}
            {...invalid('supId')}
            onChange={(event) => onChange({ supId: event.target.value })}
          >
            <option value="">Choose…</option>
            {suppliers.map((supplier) => (
              <option key={supplier.code} value={supplier.code}>
                {supplier.name}
              </option>
            ))}
          </Form.Select>
        </Cell>
      </td>
      <td data-label="Rate">
        <Cell id={`rat-${key}`} label={`Rate, ${name}`} problem={problem('rat')}>
          <Form.Control
            id={`rat-${key}`}
            type="number"
            inputMode="decimal"
            step="0.01"
            size="sm"
            value={choice.rat}
            {...invalid('rat')}
            onChange={(event) => onChange({ rat: event.target.value })}
          />
        </Cell>
      </td>
      <td data-label="Amount" className="text-end">
        {amount}
      </td>
    </tr>
  );
}
