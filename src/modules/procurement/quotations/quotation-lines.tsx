import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { LineGrid, type LineColumn } from '../../../kits/trade-documents/line-grid';
import { inputColumns, itemColumn, LineSelect, type LineInputSpec } from '../../../kits/trade-documents/line-inputs';
import { emptyQuotationLine, type QuotationFormLine, type QuotationFormValues } from './quotation-form-values';
import type { QuotationRequirements } from './quotation-types';

interface Props {
  form: UseFormReturn<QuotationFormValues>;
  requirements: QuotationRequirements;
}

const INPUTS: LineInputSpec<keyof QuotationFormLine>[] = [
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
  const error = (index: number, name: keyof QuotationFormLine) => errors?.[index]?.[name]?.message;
  const items = requirements.materials.map((item) => ({ value: item.itemid, label: item.itemname }));
  const unitsOf = (index: number) =>
    requirements.units
      .filter((unit) => unit.recordid === lines[index]?.itemId)
      .map((unit) => ({ value: unit.umid, label: unit.um }));
  const columns: LineColumn[] = [
    itemColumn({
      register: (index) => form.register(`lines.${index}.itemId`),
      error: (index) => error(index, 'itemId'),
      options: items,
    }),
    {
      key: 'uom',
      header: 'Unit',
      cell: (index, n) => (
        <LineSelect
          label={`Unit, line ${n}`}
          error={undefined}
          registration={form.register(`lines.${index}.uom`)}
          placeholder="Stock unit"
          options={unitsOf(index)}
        />
      ),
    },
    ...inputColumns(INPUTS, { register: (index, name) => form.register(`lines.${index}.${name}`), error }),
  ];
  return <LineGrid rows={fields} columns={columns} onAdd={() => append(emptyQuotationLine())} onRemove={remove} />;
}
