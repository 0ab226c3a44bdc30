import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { listDiscount, listPrice } from '../domain/sale-pricing';
import { emptyLine, type QuotationFormLine, type QuotationFormValues } from './quotation-form-values';
import type { QuotationRequirements } from './quotation-types';

interface Props {
  form: UseFormReturn<QuotationFormValues>;
  requirements: QuotationRequirements;
}

type Column = { name: keyof QuotationFormLine; label: string; type: 'number' | 'text' };
const INPUTS: Column[] = [
  { name: 'qty', label: 'Quantity', type: 'number' },
  { name: 'rat', label: 'Rate (₹)', type: 'number' },
  { name: 'discPer', label: 'Discount %', type: 'number' },
  { name: 'leadDays', label: 'Lead days', type: 'number' },
  { name: 'itemDescription', label: 'Description', type: 'text' },
];

/** The party's price list rate, discount list percent and tax group for an item (what choosing it fills in). */
export function pricedFor(
  requirements: QuotationRequirements,
  partyId: string,
  itemId: string,
): Pick<QuotationFormLine, 'rat' | 'discPer' | 'taxId'> {
  const party = requirements.suppliers.find((row) => row.recordId === partyId);
  const listed = listPrice(requirements.pricesdet, party?.priceList || requirements.defaultPriceList, itemId);
  const fallback = requirements.pricesdet.find((row) => row.productId === itemId);
  const discount = party ? listDiscount(requirements.discsdet, party.discountList, itemId) : 0;
  return {
    rat: listed ? String(listed.price) : '',
    discPer: String(discount),
    taxId: listed?.taxId ?? fallback?.taxId ?? '',
  };
}

/** The quoted items: item, quantity, rate, discount, tax, lead days, description; choosing an item prices it. */
export function QuotationLines({ form, requirements }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  const chooseItem = (index: number, itemId: string) => {
    const priced = pricedFor(requirements, form.getValues('partyId'), itemId);
    (Object.keys(priced) as Array<keyof typeof priced>).forEach((name) =>
      form.setValue(`lines.${index}.${name}`, priced[name], { shouldDirty: true }),
    );
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6">Items</legend>
      {errors?.root?.message || errors?.message ? (
        <p className="text-danger small">{errors.root?.message ?? errors.message}</p>
      ) : null}
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Item</th>
              {INPUTS.map((column) => (
                <th key={column.name} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">Tax</th>
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
                  <td style={{ minWidth: '12rem' }}>
                    <Form.Select
                      aria-label={`Item, line ${n}`}
                      isInvalid={!!error('itemId')}
                      {...form.register(`lines.${index}.itemId`, {
                        onChange: (event: { target: { value: string } }) => chooseItem(index, event.target.value),
                      })}
                    >
                      <option value="">Choose…</option>
                      {requirements.materials.map((item) => (
                        <option key={item.itemid} value={item.itemid}>{`${item.itemname} (${item.um})`}</option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{error('itemId')}</Form.Control.Feedback>
                  </td>
                  {INPUTS.map((column) => (
                    <td key={column.name} style={{ minWidth: column.type === 'text' ? '10rem' : '6rem' }}>
                      <Form.Control
                        type="text"
                        inputMode={column.type === 'number' ? 'decimal' : undefined}
                        aria-label={`${column.label}, line ${n}`}
                        isInvalid={!!error(column.name)}
                        {...form.register(`lines.${index}.${column.name}`)}
                      />
                      <Form.Control.Feedback type="invalid">{error(column.name)}</Form.Control.Feedback>
                    </td>
                  ))}
                  <td style={{ minWidth: '8rem' }}>
                    <Form.Select
                      aria-label={`Tax, line ${n}`}
                      isInvalid={!!error('taxId')}
                      {...form.register(`lines.${index}.taxId`)}
                    >
                      <option value="">No tax</option>
                      {requirements.taxesuni.map((group) => (
                        <option key={group.recordId} value={group.recordId}>
                          {group.name}
                        </option>
                      ))}
                    </Form.Select>
                    <Form.Control.Feedback type="invalid">{error('taxId')}</Form.Control.Feedback>
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
      </div>
      <Button size="sm" variant="outline-secondary" onClick={() => append(emptyLine())}>
        Add an item
      </Button>
    </fieldset>
  );
}
