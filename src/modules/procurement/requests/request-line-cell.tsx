import { createContext, useContext, useMemo } from 'react';
import { get, useWatch, type FieldError } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { FieldInput } from '../../../engine/form/field-input';
import type { LineCellProps } from '../../../engine/form/lines-grid';
import { formatQuantity } from './request-format';
import type { RequestRequirements } from './requirement-types';
import { PickSelect, type PickOption } from './pick-select';

/** The requirements answer the form was opened with: the lists its pickers offer. */
export const RequirementsContext = createContext<RequestRequirements | null>(null);

function useRequirementsList() {
  const requirements = useContext(RequirementsContext);
  if (!requirements) throw new Error('RequirementsContext is missing');
  return requirements;
}

/** The units of the line's item: its stock unit first (also what a blank means), then its other units. */
function UnitSelect({ form, name, id, label }: Pick<LineCellProps, 'form' | 'name' | 'id' | 'label'>) {
  const requirements = useRequirementsList();
  const itemId = String(useWatch({ control: form.control, name: name.replace(/\.um$/, '.itemId') }) ?? '');
  const units = requirements.materialunits.filter((unit) => unit.recordid === itemId).sort((a, b) => a.sno - b.sno);
  return (
    <Field
      form={form}
      name={name}
      id={id}
      label={label}
      hideLabel
      options={units.slice(1).map((unit) => ({ value: unit.umid, label: unit.um }))}
      choose={units[0] ? `Stock unit (${units[0].um})` : 'Stock unit'}
      className=""
    />
  );
}

/** One cell of a request line: pickers from the requirements for item, supplier and unit, plain inputs for the rest. */
export function RequestLineCell({ field, name, id, form, readOnly, label }: LineCellProps) {
  const requirements = useRequirementsList();
  const items = useMemo<PickOption[]>(
    () =>
      requirements.materials.map((item) => ({
        value: item.itemid,
        label: `${item.itemname}, in stock ${formatQuantity(item.stock)} ${item.um} (${item.itemid})`,
      })),
    [requirements],
  );
  const suppliers = useMemo<PickOption[]>(
    () => requirements.suppliers.map((row) => ({ value: row.recordid, label: `${row.supplier} (${row.recordid})` })),
    [requirements],
  );
  if (field.name === 'itemId')
    return <PickSelect form={form} name={name} id={id} label={label} options={items} required inLine />;
  if (field.name === 'suggestedSupplier')
    return <PickSelect form={form} name={name} id={id} label={label} options={suppliers} inLine />;
  if (field.name === 'um') return <UnitSelect form={form} name={name} id={id} label={label} />;
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return (
    <FieldInput
      field={{ ...field, label }}
      id={id}
      name={name}
      register={form.register}
      error={error}
      readOnly={readOnly}
      hideLabel
    />
  );
}
