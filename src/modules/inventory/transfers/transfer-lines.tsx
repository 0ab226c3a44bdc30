import { Trash2 } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import Select from 'react-select';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
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

interface Option {
  value: string;
  label: string;
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
  const options: Option[] = (stock ?? []).map((row) => ({
    value: row.itemId,
    label: `${nameOf(row.itemId)} · ${formatQuantity(row.qty, items.get(row.itemId)?.unit)} in stock`,
  }));
  const noOptions = () =>
    !fromStore
      ? 'Choose the store the stock leaves first'
      : stock
        ? 'This store holds no stock on this date'
        : 'Loading the stock…';
  return (
    <fieldset className="mb-3">
      <legend className="h6">Items to transfer</legend>
      <div className="table-responsive">
        <table className="table table-sm align-top">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Lot</th>
              <th scope="col">Quantity</th>
              <th scope="col" className="visually-hidden">
                Remove
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const line = lines[index];
              const held = (stock ?? []).find((row) => row.itemId === line?.itemId);
              const unit = items.get(line?.itemId ?? '')?.unit ?? '';
              const error = errors?.[index];
              const id = (name: string) => `transfer-line-${index}-${name}`;
              const chosen = line?.itemId
                ? (options.find((option) => option.value === line.itemId) ?? {
                    value: line.itemId,
                    label: `${nameOf(line.itemId)} · none in stock`,
                  })
                : null;
              return (
                <tr key={field.id}>
                  <td style={{ minWidth: '16rem' }}>
                    <Form.Label htmlFor={id('item')} visuallyHidden>{`Item, line ${index + 1}`}</Form.Label>
                    <Controller
                      control={form.control}
                      name={`lines.${index}.itemId`}
                      render={({ field: input }) => (
                        <Select<Option>
                          inputId={id('item')}
                          options={options}
                          value={chosen}
                          onChange={(option) => {
                            input.onChange(option?.value ?? '');
                            form.setValue(`lines.${index}.gin`, '');
                          }}
                          onBlur={input.onBlur}
                          placeholder="Type to search…"
                          noOptionsMessage={noOptions}
                          aria-invalid={!!error?.itemId}
                          aria-errormessage={error?.itemId ? `${id('item')}-error` : undefined}
                          classNames={{
                            control: () => (error?.itemId ? 'reference-select is-invalid' : 'reference-select'),
                          }}
                          menuPosition="fixed"
                        />
                      )}
                    />
                    {error?.itemId && (
                      <div id={`${id('item')}-error`} className="invalid-feedback d-block">
                        {error.itemId.message}
                      </div>
                    )}
                  </td>
                  <td style={{ minWidth: '14rem' }}>
                    <Form.Label htmlFor={id('gin')} visuallyHidden>{`Lot, line ${index + 1}`}</Form.Label>
                    <Form.Select id={id('gin')} {...form.register(`lines.${index}.gin`)} disabled={!held}>
                      <option value="">Oldest lots first</option>
                      {(held?.lots ?? []).map((lot) => (
                        <option key={lot.gin} value={lot.gin}>
                          {lotLabel(lot, unit)}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td style={{ minWidth: '9rem' }}>
                    <Form.Label htmlFor={id('qty')} visuallyHidden>{`Quantity, line ${index + 1}`}</Form.Label>
                    <Form.Control
                      id={id('qty')}
                      inputMode="decimal"
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
                  </td>
                  <td>
                    <Button
                      variant="outline-danger"
                      size="sm"
                      aria-label={`Remove line ${index + 1}`}
                      onClick={() => remove(index)}
                      disabled={fields.length === 1}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
