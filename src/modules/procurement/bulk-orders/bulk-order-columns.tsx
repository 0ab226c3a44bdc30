import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { TableColumn } from '../../../components/data-table';
import { formatMoney } from '../../../lib/money/money-format';
import type { SupplierChoice } from './bulk-order-api';
import { lineKey, lineName, type LineChoice } from './bulk-order-choices';
import { lineAmountPaise } from './bulk-order-rules';
import type { BulkRequestLine } from './bulk-order-types';

interface Options {
  unitOf: (itemId: string) => string;
  choiceOf: (line: BulkRequestLine) => LineChoice;
  suppliers: readonly SupplierChoice[];
  problems: Readonly<Record<string, string>>;
  change: (line: BulkRequestLine, update: Partial<LineChoice>) => void;
}

/** A labelled input of a row, with its error under it. */
function Cell({ id, label, problem, children }: { id: string; label: string; problem?: string; children: ReactNode }) {
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

/** The amount of a line as typed: quantity × rate once both are figures. */
function amountOf(choice: LineChoice): string {
  const qty = Number(choice.qty);
  const rat = Number(choice.rat);
  return choice.qty.trim() !== '' && choice.rat.trim() !== '' && Number.isFinite(qty) && Number.isFinite(rat)
    ? formatMoney(lineAmountPaise(qty, rat))
    : '';
}

/** Each approved request line: tick it, choose the supplier, the quantity (up to what is pending) and the rate. */
export function bulkOrderColumns({ unitOf, choiceOf, suppliers, problems, change }: Options) {
  const problem = (line: BulkRequestLine, field: string) => problems[`${lineKey(line)}.${field}`];
  const invalid = (line: BulkRequestLine, field: string) => ({
    isInvalid: !!problem(line, field),
    'aria-invalid': !!problem(line, field),
    'aria-describedby': problem(line, field) ? `${field}-${lineKey(line)}-error` : undefined,
  });
  const figure = (field: 'qty' | 'rat', label: string, step: string) => (line: BulkRequestLine) => (
    <Cell id={`${field}-${lineKey(line)}`} label={`${label}, ${lineName(line)}`} problem={problem(line, field)}>
      <Form.Control
        id={`${field}-${lineKey(line)}`}
        type="number"
        inputMode="decimal"
        step={step}
        size="sm"
        value={choiceOf(line)[field]}
        {...invalid(line, field)}
        onChange={(event) => change(line, { [field]: event.target.value })}
      />
    </Cell>
  );
  const columns: TableColumn<BulkRequestLine>[] = [
    {
      label: 'Select',
      cell: (line) => (
        <Form.Check
          id={`select-${lineKey(line)}`}
          aria-label={`Select ${lineName(line)}`}
          checked={choiceOf(line).selected}
          onChange={(event) => change(line, { selected: event.target.checked })}
        />
      ),
    },
    { label: 'Request', cell: lineName },
    { label: 'Department', cell: (line) => line.department },
    { label: 'Item', cell: (line) => line.itemdescription },
    { label: 'Approved', className: 'text-end', cell: (line) => line.approvedQty },
    { label: 'Pending', className: 'text-end', cell: (line) => `${line.pendingQty} ${unitOf(line.itemid)}` },
    { label: 'Quantity', cell: figure('qty', 'Quantity', 'any') },
    {
      label: 'Supplier',
      cell: (line) => (
        <Cell id={`supId-${lineKey(line)}`} label={`Supplier, ${lineName(line)}`} problem={problem(line, 'supId')}>
          <Form.Select
            id={`supId-${lineKey(line)}`}
            size="sm"
            value={choiceOf(line).supId}
            {...invalid(line, 'supId')}
            onChange={(event) => change(line, { supId: event.target.value })}
          >
            <option value="">Choose…</option>
            {suppliers.map((supplier) => (
              <option key={supplier.code} value={supplier.code}>
                {supplier.name}
              </option>
            ))}
          </Form.Select>
        </Cell>
      ),
    },
    { label: 'Rate', cell: figure('rat', 'Rate', '0.01') },
    { label: 'Amount', className: 'text-end', cell: (line) => amountOf(choiceOf(line)) },
  ];
  return columns;
}
