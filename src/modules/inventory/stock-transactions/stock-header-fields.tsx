import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { StockFormValues } from './stock-form-values';
import type { StockRequirements } from './stock-wire';
import { TRA_TYPES, type TraType } from './tra-types';

interface Props {
  traType: TraType;
  form: UseFormReturn<StockFormValues>;
  requirements: StockRequirements;
}

/** The header: the date, the department (issues) or loss type (losses), and the description; errors beside each. */
export function StockHeaderFields({ traType, form, requirements }: Props) {
  const reference = TRA_TYPES[traType].reference;
  return (
    <div className="voucher-header">
      <Field form={form} name="dat" id="stock-dat" label="Date" type="date" />
      {reference && (
        <Field
          form={form}
          name={reference}
          id={`stock-${reference}`}
          label={reference === 'department' ? 'Department' : 'Loss type'}
          options={requirements.trans.map((row) => ({ value: row.recordid, label: `${row.name} (${row.recordid})` }))}
        />
      )}
      <Field form={form} name="descriptio" id="stock-descriptio" label="Description" />
    </div>
  );
}
