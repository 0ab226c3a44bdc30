import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatMoney } from '../../../lib/money/money-format';
import type { OrderRequirements } from '../domain/order-types';
import { emptyOrderLine, totalsOfForm, type OrderFormLine, type OrderFormValues } from './order-form-values';

interface Props {
  form: UseFormReturn<OrderFormValues>;
  requirements: OrderRequirements;
  /** The lines cannot change (the order was invoiced or a batch makes it). */
  locked: boolean;
}

type Column = { name: keyof OrderFormLine; label: string; type: 'number' | 'text' | 'date' };
const INPUTS: Column[] = [
  { name: 'qty', label: 'Quantity', type: 'number' },
  { name: 'rat', label: 'Rate (₹)', type: 'number' },
  { name: 'discPer', label: 'Discount %', type: 'number' },
  { name: 'reqdBy', label: 'Required by', type: 'date' },
  { name: 'itemDescription', label: 'Description', type: 'text' },
];

/**
 * The ordered items: item (its unit beside), quantity, rate, discount percent, required-by date, description, and the
 * line's value.
 */
export function OrderLines({ form, requirements, locked }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const [lines, taxcodes] = useWatch({ control: form.control, name: ['lines', 'taxcodes'] });
  const values = totalsOfForm({ lines, taxcodes }, requirements).lines;
  const errors = form.formState.errors.lines;
  const items = new Map(requirements.materials.map((item) => [item.itemid, item]));
  const chooseItem = (index: number, itemId: string) => {
    const item = items.get(itemId);
    if (item && !form.getValues(`lines.${index}.rat`)) form.setValue(`lines.${index}.rat`, String(item.rat));
  };
  return (
    <fieldset className="mb-3" disabled={locked}>
      <legend className="h6">Items</legend>
      {errors?.message && <p className="text-danger small">{errors.message}</p>}
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Unit</th>
              {INPUTS.map((column) => (
                <th key={column.name} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="text-end">
                Value (₹)
              </th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const n = index + 1;
              const error = (name: keyof OrderFormLine) => errors?.[index]?.[name]?.message;
              return (
                <tr key={field.id}>
                  <td style={{ minWidth: '14rem' }}>
                    <Form.Select
                      aria-label={`Item, line ${n}`}
                      isInvalid={!!error('itemId')}
                      {...form.register(`lines.${index}.itemId`, {
                        onChange: (event: { target: { value: string } }) => chooseItem(index, event.target.value),
                      })}
                    >
                      <option value="">Choose…</option>
                      {requirements.materials.map((item) => (
                        <option key={item.itemid} value={item.itemid}>
                          {item.itemname}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{error('itemId')}</Form.Control.Feedback>
                  </td>
                  <td>{items.get(lines[index]?.itemId ?? '')?.um ?? ''}</td>
                  {INPUTS.map((column) => (
                    <td key={column.name}>
                      <Form.Control
                        type={column.type}
                        step="any"
                        inputMode={column.type === 'number' ? 'decimal' : undefined}
                        aria-label={`${column.label}, line ${n}`}
                        isInvalid={!!error(column.name)}
                        {...form.register(`lines.${index}.${column.name}`)}
                      />
                      <Form.Control.Feedback type="invalid">{error(column.name)}</Form.Control.Feedback>
                    </td>
                  ))}
                  <td className="text-end">{formatMoney(values[index] ?? 0)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Remove line ${n}`}
                      onClick={() => remove(index)}
                      disabled={fields.length === 1}
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button size="sm" variant="outline-secondary" onClick={() => append(emptyOrderLine())}>
        Add an item
      </Button>
    </fieldset>
  );
}
