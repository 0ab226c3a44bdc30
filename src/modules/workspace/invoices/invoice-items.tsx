import { Plus, Trash2 } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { emptyItem, fieldId, type InvoiceFormApi } from './invoice-form-values';
import { formatMoney, invoiceTotals } from './invoice-totals';
import { InvoiceTotalsTable } from './invoice-totals-table';

/** The item rows being typed (add, remove), each line's amount and the invoice's totals as they change. */
export function InvoiceItems({ form }: { form: InvoiceFormApi }) {
  const { fields: rows, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const [items = [], vat = '', currency = 'INR'] = useWatch({
    control: form.control,
    name: ['items', 'vat', 'currency'],
  });
  const totals = invoiceTotals(
    items.map((item) => ({ unit: Number(item.unit), unitPrice: Number(item.unitPrice) })),
    Number(vat),
  );
  const errors = form.formState.errors.items;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <fieldset className="mb-3">
      <legend id="invoice-items-heading" className="h5">
        Items
      </legend>
      <Table size="sm" responsive className="align-top" aria-labelledby="invoice-items-heading">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" style={{ minWidth: '14rem' }}>
              Item
            </th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price</th>
            <th scope="col" className="text-end">
              Amount
            </th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              <td className="pt-2">{index + 1}</td>
              <td>
                <Field
                  form={form}
                  name={`items.${index}.name`}
                  id={fieldId(`items.${index}.name`)}
                  label={`Item ${index + 1} name`}
                  hideLabel
                  className="mb-0"
                />
              </td>
              <td style={{ maxWidth: '8rem' }}>
                <Field
                  form={form}
                  name={`items.${index}.unit`}
                  id={fieldId(`items.${index}.unit`)}
                  label={`Item ${index + 1} quantity`}
                  hideLabel
                  inputMode="decimal"
                  className="mb-0"
                />
              </td>
              <td style={{ maxWidth: '10rem' }}>
                <Field
                  form={form}
                  name={`items.${index}.unitPrice`}
                  id={fieldId(`items.${index}.unitPrice`)}
                  label={`Item ${index + 1} unit price`}
                  hideLabel
                  inputMode="decimal"
                  className="mb-0"
                />
              </td>
              <td className="text-end pt-2 text-nowrap">{formatMoney(totals.lines[index] ?? 0, currency)}</td>
              <td>
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {listError && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {listError}
        </div>
      )}
      <Button size="sm" variant="outline-primary" className="mb-3" onClick={() => append(emptyItem())}>
        <Plus size={16} aria-hidden="true" className="me-1" />
        Add an item
      </Button>
      <InvoiceTotalsTable totals={totals} currency={currency} vatPercent={vat.trim() || '0'} />
    </fieldset>
  );
}
