import Form from 'react-bootstrap/Form';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { LineGrid, type LineColumn } from '../../../kits/trade-documents/line-grid';
import { itemColumn, LineSelect } from '../../../kits/trade-documents/line-inputs';
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
  const items = requirements.materials.map((item) => ({ value: item.itemid, label: item.itemname }));
  const unitsOf = (index: number) =>
    requirements.materialunits
      .filter((unit) => unit.recordid === lines[index]?.itemId)
      .map((unit) => ({ value: unit.umid, label: unit.um }));
  const columns: LineColumn[] = [
    // Another item has other units: the unit chosen for the last one goes.
    itemColumn({
      register: (index) =>
        form.register(`lines.${index}.itemId`, { onChange: () => form.setValue(`lines.${index}.uom`, '') }),
      error: (index) => invalid(index, 'itemId'),
      options: items,
    }),
    {
      key: 'qty',
      header: 'Quantity',
      cell: (index, n) => (
        <>
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
        </>
      ),
    },
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
    {
      key: 'itemDescription',
      header: 'Description',
      cell: (index, n) => (
        <Form.Control aria-label={`Description, line ${n}`} {...form.register(`lines.${index}.itemDescription`)} />
      ),
    },
  ];
  return <LineGrid rows={fields} columns={columns} onAdd={() => append(emptyLine())} onRemove={remove} />;
}
