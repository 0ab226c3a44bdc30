import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { emptyLine, type EnquiryFormValues } from './enquiry-form-values';
import type { EnquiryRequirements } from './enquiry-types';

interface Props {
  form: UseFormReturn<EnquiryFormValues>;
  requirements: EnquiryRequirements;
}

/** The items asked for: item, quantity, unit (the item's own), description; one row each. */
export function EnquiryLines({ form, requirements }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const invalid = (index: number, name: 'itemId' | 'qty') => errors?.[index]?.[name]?.message;
  return (
    <fieldset className="mb-3">
      <legend className="h6">Items</legend>
      <table className="table table-sm align-middle">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit</th>
            <th scope="col">Description</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const n = index + 1;
            const units = requirements.materialunits.filter((unit) => unit.recordid === lines[index]?.itemId);
            return (
              <tr key={field.id}>
                <td>
                  <Form.Select
                    aria-label={`Item, line ${n}`}
                    isInvalid={!!invalid(index, 'itemId')}
                    {...form.register(`lines.${index}.itemId`, {
                      onChange: () => form.setValue(`lines.${index}.uom`, ''),
                    })}
                  >
                    <option value="">Choose…</option>
                    {requirements.materials.map((item) => (
                      <option key={item.itemid} value={item.itemid}>
                        {item.itemname}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{invalid(index, 'itemId')}</Form.Control.Feedback>
                </td>
                <td>
                  <Form.Control
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min="0"
                    aria-label={`Quantity, line ${n}`}
                    isInvalid={!!invalid(index, 'qty')}
                    {...form.register(`lines.${index}.qty`)}
                  />
                  <Form.Control.Feedback type="invalid">{invalid(index, 'qty')}</Form.Control.Feedback>
                </td>
                <td>
                  <Form.Select aria-label={`Unit, line ${n}`} {...form.register(`lines.${index}.uom`)}>
                    <option value="">Stock unit</option>
                    {units.map((unit) => (
                      <option key={unit.umid} value={unit.umid}>
                        {unit.um}
                      </option>
                    ))}
                  </Form.Select>
                </td>
                <td>
                  <Form.Control
                    aria-label={`Description, line ${n}`}
                    {...form.register(`lines.${index}.itemDescription`)}
                  />
                </td>
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
      <Button size="sm" variant="outline-secondary" onClick={() => append(emptyLine())}>
        Add an item
      </Button>
    </fieldset>
  );
}
