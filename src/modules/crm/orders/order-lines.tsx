import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatMoney } from '../../../lib/money/money-format';
import { LineGrid, type LineColumn } from '../../../kits/trade-documents/line-grid';
import { inputColumns, itemColumn, type LineInputSpec } from '../../../kits/trade-documents/line-inputs';
import type { OrderRequirements } from '../domain/order-types';
import { emptyOrderLine, totalsOfForm, type OrderFormLine, type OrderFormValues } from './order-form-values';

interface Props {
  form: UseFormReturn<OrderFormValues>;
  requirements: OrderRequirements;
  /** The lines cannot change (the order was invoiced or a batch makes it). */
  locked: boolean;
}

const INPUTS: LineInputSpec<keyof OrderFormLine>[] = [
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
  const error = (index: number, name: keyof OrderFormLine) => errors?.[index]?.[name]?.message;
  const items = new Map(requirements.materials.map((item) => [item.itemid, item]));
  const options = requirements.materials.map((item) => ({ value: item.itemid, label: item.itemname }));
  const chooseItem = (index: number, itemId: string) => {
    const item = items.get(itemId);
    if (item && !form.getValues(`lines.${index}.rat`)) form.setValue(`lines.${index}.rat`, String(item.rat));
  };
  const columns: LineColumn[] = [
    itemColumn({
      register: (index) =>
        form.register(`lines.${index}.itemId`, {
          onChange: (event: { target: { value: string } }) => chooseItem(index, event.target.value),
        }),
      error: (index) => error(index, 'itemId'),
      options,
      style: { minWidth: '14rem' },
    }),
    { key: 'unit', header: 'Unit', cell: (index) => items.get(lines[index]?.itemId ?? '')?.um ?? '' },
    ...inputColumns(INPUTS, { register: (index, name) => form.register(`lines.${index}.${name}`), error }),
    {
      key: 'value',
      header: 'Value (₹)',
      headerClassName: 'text-end',
      cellClassName: 'text-end',
      cell: (index) => formatMoney(values[index] ?? 0),
    },
  ];
  return (
    <LineGrid
      rows={fields}
      columns={columns}
      onAdd={() => append(emptyOrderLine())}
      onRemove={remove}
      error={errors?.message}
      responsive
      disabled={locked}
    />
  );
}
