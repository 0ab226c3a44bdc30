import Form from 'react-bootstrap/Form';
import { get, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { formatMoney } from '../../../lib/money/money-format';
import { formatQuantity } from '../requests/request-format';
import { typedQuantity, type ReturnFormValues } from './return-form-values';
import type { ReturnSourceLine } from './return-types';

interface Props {
  form: UseFormReturn<ReturnFormValues>;
  lines: readonly ReturnSourceLine[];
}

const FIGURES: TableColumn<ReturnSourceLine>[] = [
  { label: '#', cell: (line) => line.sno },
  { label: 'Item', cell: (line) => line.itemname },
  { label: 'Lot (GIN)', cell: (line) => line.gin || 'Waiting for QC' },
  { label: 'Batch', cell: (line) => line.batchno },
  { label: 'Received', numeric: true, cell: (line) => `${formatQuantity(line.qty)} ${line.um}` },
  { label: 'Left in the lot', numeric: true, cell: (line) => `${formatQuantity(line.available)} ${line.stdum}` },
  { label: 'Rate', numeric: true, cell: (line) => formatMoney(toPaise(line.rat)) },
];

/**
 * The receipt's lines with what is left of each lot, and the quantity to return typed per line (empty or 0: not
 * returned).
 */
export function ReturnLinesTable({ form, lines }: Props) {
  const typed = useWatch({ control: form.control, name: 'lines' });
  const columns: TableColumn<ReturnSourceLine>[] = [
    ...FIGURES,
    {
      label: 'Return quantity',
      cell: (line, index) => {
        const error = get(form.formState.errors, `lines.${index}.qty`) as FieldError | undefined;
        const id = `return-qty-${index}`;
        return (
          <>
            <Form.Control
              id={id}
              size="sm"
              inputMode="decimal"
              aria-label={`Return quantity, line ${index + 1}`}
              disabled={!line.gin || line.available <= 0}
              isInvalid={!!error}
              aria-errormessage={error ? `${id}-error` : undefined}
              {...form.register(`lines.${index}.qty`)}
            />
            {error && (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {error.message}
              </div>
            )}
          </>
        );
      },
    },
    {
      label: 'Amount',
      numeric: true,
      cell: (line, index) => {
        const qty = typedQuantity(typed[index]?.qty ?? '') ?? 0;
        return qty > 0 ? formatMoney(multiplyByQuantity(toPaise(line.rat), qty)) : '';
      },
    },
  ];
  return (
    <div className="mb-3">
      <DataTable
        rows={lines}
        columns={columns}
        rowKey={(line) => `${line.gin}-${line.sno}`}
        caption="The goods receipt’s lines: type what goes back"
        captionPlacement="bottom"
        rowHeader={1}
        cards
      />
    </div>
  );
}
