import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import type { ProducibleItem } from './mass-plan-api';

/** A plan line as typed: the product, the quantity as text, and the order line it serves when it came from one. */
export interface DraftLine {
  key: number;
  itemId: string;
  qty: string;
  soid: number | null;
  soLine: number | null;
  orderSeq: string;
}

interface Props {
  lines: readonly DraftLine[];
  products: readonly ProducibleItem[];
  problems: Readonly<Record<string, string>>;
  onChange: (key: number, change: Partial<DraftLine>) => void;
  onRemove: (key: number) => void;
}

/** The products to plan: a real table, each input labelled by its row, the problem beside the field. */
export function PlanLines({ lines, products, problems, onChange, onRemove }: Props) {
  const columns: ReadonlyArray<TableColumn<DraftLine>> = [
    { label: '#', cell: (_, index) => index + 1 },
    {
      label: 'Product',
      cell: (line, index) => {
        const itemError = problems[`lines.${index}.itemId`];
        return (
          <>
            <Form.Select
              aria-label={`Product, line ${index + 1}`}
              value={line.itemId}
              isInvalid={Boolean(itemError)}
              aria-describedby={itemError ? `plan-line-${line.key}-item-error` : undefined}
              onChange={(event) => onChange(line.key, { itemId: event.target.value })}
            >
              <option value="">Choose…</option>
              {products.map((row) => (
                <option key={row.itemid} value={row.itemid}>
                  {row.itemname}
                </option>
              ))}
            </Form.Select>
            {itemError && (
              <div className="invalid-feedback d-block" id={`plan-line-${line.key}-item-error`}>
                {itemError}
              </div>
            )}
          </>
        );
      },
    },
    {
      label: 'Quantity',
      cell: (line, index) => {
        const product = products.find((row) => row.itemid === line.itemId);
        const qtyError = problems[`lines.${index}.qty`];
        return (
          <div style={{ minWidth: '9rem' }}>
            <Form.Control
              aria-label={`Quantity, line ${index + 1}${product ? ` (${product.um})` : ''}`}
              inputMode="decimal"
              value={line.qty}
              isInvalid={Boolean(qtyError)}
              aria-describedby={qtyError ? `plan-line-${line.key}-qty-error` : undefined}
              onChange={(event) => onChange(line.key, { qty: event.target.value })}
            />
            {qtyError && (
              <div className="invalid-feedback d-block" id={`plan-line-${line.key}-qty-error`}>
                {qtyError}
              </div>
            )}
          </div>
        );
      },
    },
    { label: 'Sale order', cell: (line) => line.orderSeq || '—' },
    {
      label: 'Remove',
      hideLabel: true,
      cell: (line, index) => (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={() => onRemove(line.key)}
          aria-label={`Remove line ${index + 1}`}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      rows={lines}
      columns={columns}
      rowKey={(line) => line.key}
      caption="Products to plan"
      captionPlacement="hidden"
      rowHeader={false}
    />
  );
}
