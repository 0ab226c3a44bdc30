import Form from 'react-bootstrap/Form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { formatMoney } from '../../../lib/money/money-format';
import { returnableQty, type ReturnFigures } from './domain/refund-rules';
import type { SaleForReturn, SaleSourceLine } from './domain/returns-types';
import { rupees } from './money';

interface Props {
  sale: SaleForReturn;
  qty: Readonly<Record<string, string>>;
  problems: Readonly<Record<string, string>>;
  figures: ReturnFigures;
  onQty: (lineId: string, text: string) => void;
}

/** What was sold and can still come back: the line's facts before the quantity typed. */
const FACTS: ReadonlyArray<TableColumn<SaleSourceLine>> = [
  { label: 'Item', cell: (line) => line.itemName },
  { label: 'Sold', cell: (line) => formatQuantity(line.sold.qty), numeric: true },
  {
    label: 'Returned before',
    cell: (line) => (line.returned.qty > 0 ? formatQuantity(line.returned.qty) : ''),
    numeric: true,
  },
  { label: 'Can come back', cell: (line) => formatQuantity(returnableQty(line)), numeric: true },
  { label: 'Rate', cell: (line) => rupees(line.rate), numeric: true },
  {
    label: 'Tax as billed',
    cell: (line) => line.sold.taxes.map((tax) => `${tax.component} ${tax.percent}%`).join(' + ') || 'None',
  },
];

/**
 * The bill's lines: what was sold, returned before and can still come back, and the quantity coming back typed per
 * line, with its refund.
 */
export function ReturnLinesTable({ sale, qty, problems, figures, onQty }: Props) {
  const columns: ReadonlyArray<TableColumn<SaleSourceLine>> = [
    ...FACTS,
    {
      label: 'Return quantity',
      cell: (line) => {
        const id = `return-qty-${line.lineId}`;
        const problem = problems[line.lineId];
        return (
          <>
            <Form.Control
              id={id}
              size="sm"
              inputMode="decimal"
              aria-label={`Return quantity, ${line.itemName}`}
              value={qty[line.lineId] ?? ''}
              disabled={returnableQty(line) <= 0}
              isInvalid={!!problem}
              aria-errormessage={problem ? `${id}-error` : undefined}
              onChange={(event) => onQty(line.lineId, event.target.value)}
            />
            {problem && (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {problem}
              </div>
            )}
          </>
        );
      },
    },
    {
      label: 'Refund',
      numeric: true,
      cell: (line) => {
        const refund = figures.lines.find((row) => row.line.lineId === line.lineId);
        return refund ? formatMoney(refund.taxable + refund.tax) : '';
      },
    },
  ];
  return (
    <div className="mb-3">
      <DataTable
        rows={sale.lines}
        columns={columns}
        rowKey={(line) => line.lineId}
        caption="The bill’s lines: type what comes back"
        captionPlacement="bottom"
        cards
      />
    </div>
  );
}
