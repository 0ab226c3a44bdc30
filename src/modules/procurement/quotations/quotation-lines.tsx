import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { emptyQuotationLine, type QuotationFormLine, type QuotationFormValues } from './quotation-form-values';
import type { QuotationRequirements } from './quotation-types';

interface Props {
  form: UseFormReturn<QuotationFormValues>;
  requirements: QuotationRequirements;
}

type Column = { name: keyof QuotationFormLine; label: string; type: 'number' | 'text' };
const INPUTS: Column[] = [
  { name: 'qty', label: 'Quantity', type: 'number' },
  { name: 'rat', label: 'Rate', type: 'number' },
  { name: 'leadDays', label: 'Lead days', type: 'number' },
  { name: 'itemDescription', label: 'Description', type: 'text' },
];

/** The quoted items: item, unit, quantity, rate (rupees), lead days, description. */
export function QuotationLines({ form, requirements }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  return (
    <fieldset className="mb-3">
      <legend className="h6">Items</legend>
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
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const n = index + 1;
            const error = (name: keyof QuotationFormLine) => errors?.[index]?.[name]?.message;
            return (
              <tr key={field.id}>
                <td>
                  <Form.Select
                    aria-label={`Item, line ${n}`}
                    isInvalid={!!error('itemId')}
                    {...form.register(`lines.${index}.itemId`)}
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
                <td>
                  <Form.Select aria-label={`Unit, line ${n}`} {...form.register(`lines.${index}.uom`)}>
                    <option value="">Stock unit</option>
                    {requirements.units
                      .filter((unit) => unit.recordid === lines[index]?.itemId)
                      .map((unit) => (
                        <option key={unit.umid} value={unit.umid}>
                          {unit.um}
                        </option>
                      ))}
                  </Form.Select>
                </td>
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
      <Button size="sm" variant="outline-secondary" onClick={() => append(emptyQuotationLine())}>
        Add an item
      </Button>
    </fieldset>
  );
}
