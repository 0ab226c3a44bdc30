import { Trash2 } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { TransferItemChoice, type ItemOption } from './transfer-item-choice';
import { emptyLine, type TransferFormValues } from './transfer-form-values';
import { MAX_LINES } from './transfer-rules';
import type { StoreStock, TransferItem } from './transfer-types';

interface Props {
  form: UseFormReturn<TransferFormValues>;
  items: ReadonlyMap<string, TransferItem>;
  /** The source store's stock as on the date; undefined while it loads. */
  stock: readonly StoreStock[] | undefined;
  fromStore: string;
}

const lotLabel = (lot: StoreStock['lots'][number], unit: string) =>
  [
    `GIN ${lot.gin}`,
    lot.batchNo && `batch ${lot.batchNo}`,
    lot.expdate && `expires ${formatDate(lot.expdate)}`,
    formatQuantity(lot.qty, unit),
  ]
    .filter(Boolean)
    .join(' · ');

/** The lines: an item held by the source store (with its stock), an optional lot (GIN, batch, expiry), the quantity. */
export function TransferLines({ form, items, stock, fromStore }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const nameOf = (itemId: string) => `${items.get(itemId)?.name ?? itemId} (${itemId})`;
  const options: ItemOption[] = (stock ?? []).map((row) => ({
    value: row.itemId,
    label: `${nameOf(row.itemId)} · ${formatQuantity(row.qty, items.get(row.itemId)?.unit)} in stock`,
  }));
  const noOptions = () =>
    !fromStore
      ? 'Choose the store the stock leaves first'
      : stock
        ? 'This store holds no stock on this date'
        : 'Loading the stock…';
  const lineOf = (index: number) => {
    const line = lines[index];
    const id = (name: string) => `transfer-line-${index}-${name}`;
    return { line, id, error: errors?.[index], unit: items.get(line?.itemId ?? '')?.unit ?? '' };
  };
  const columns: TableColumn<(typeof fields)[number]>[] = [
    {
      label: 'Item',
      cell: (_field, index) => {
        const { line, error } = lineOf(index);
        const chosen = line?.itemId
          ? (options.find((option) => option.value === line.itemId) ?? {
              value: line.itemId,
              label: `${nameOf(line.itemId)} · none in stock`,
            })
          : null;
        return (
          <TransferItemChoice
            form={form}
            index={index}
            options={options}
            chosen={chosen}
            error={error?.itemId}
            noOptions={noOptions}
          />
        );
      },
    },
    {
      label: 'Lot',
      cell: (_field, index) => {
        const { line, id, unit } = lineOf(index);
        const held = (stock ?? []).find((row) => row.itemId === line?.itemId);
        return (
          <>
            <Form.Label htmlFor={id('gin')} visuallyHidden>{`Lot, line ${index + 1}`}</Form.Label>
            <Form.Select
              id={id('gin')}
              style={{ minWidth: '14rem' }}
              {...form.register(`lines.${index}.gin`)}
              disabled={!held}
            >
              <option value="">Oldest lots first</option>
              {(held?.lots ?? []).map((lot) => (
                <option key={lot.gin} value={lot.gin}>
                  {lotLabel(lot, unit)}
                </option>
              ))}
            </Form.Select>
          </>
        );
      },
    },
    {
      label: 'Quantity',
      cell: (_field, index) => {
        const { id, error, unit } = lineOf(index);
        return (
          <>
            <Form.Label htmlFor={id('qty')} visuallyHidden>{`Quantity, line ${index + 1}`}</Form.Label>
            <Form.Control
              id={id('qty')}
              inputMode="decimal"
              style={{ minWidth: '9rem' }}
              {...form.register(`lines.${index}.qty`)}
              isInvalid={!!error?.qty}
              aria-invalid={error?.qty ? true : undefined}
              aria-describedby={error?.qty ? `${id('qty')}-error` : undefined}
            />
            {unit && <div className="form-text">{unit}</div>}
            {error?.qty && (
              <div id={`${id('qty')}-error`} className="invalid-feedback d-block">
                {error.qty.message}
              </div>
            )}
          </>
        );
      },
    },
    {
      label: 'Remove',
      hideLabel: true,
      cell: (_field, index) => (
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={`Remove line ${index + 1}`}
          onClick={() => remove(index)}
          disabled={fields.length === 1}
        >
          <Trash2 size={16} aria-hidden="true" />
        </Button>
      ),
    },
  ];
  return (
    <fieldset className="mb-3">
      <legend className="h6">Items to transfer</legend>
      <DataTable
        rows={fields}
        columns={columns}
        rowKey={(field) => field.id}
        caption="Items to transfer"
        captionPlacement="hidden"
        rowHeader={false}
        tableClassName="table table-sm align-top"
      />
      {errors?.root && <div className="invalid-feedback d-block mb-2">{errors.root.message}</div>}
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => append(emptyLine())}
        disabled={fields.length >= MAX_LINES}
      >
        Add a line
      </Button>
    </fieldset>
  );
}
