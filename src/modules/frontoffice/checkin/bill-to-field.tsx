import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { BillToCustomer } from './domain/checkin-types';

interface Props<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The form's bill-to value: '' for the guest, else the company's or agent's code. */
  name: Path<T>;
  billTo: readonly BillToCustomer[];
}

/** Who pays a stay's bill: the guest, or one of the companies and agents the hotel bills. */
export function BillToField<T extends FieldValues>({ form, name, billTo }: Props<T>) {
  return (
    <Field
      form={form}
      name={name}
      label="Bill to company or agent"
      options={[
        { value: '', label: 'The guest pays' },
        ...billTo.map((row) => ({
          value: row.code,
          label: `${row.name} (${row.customerType === 'AGENT' ? 'agent' : 'company'})`,
        })),
      ]}
      choose={null}
    />
  );
}
