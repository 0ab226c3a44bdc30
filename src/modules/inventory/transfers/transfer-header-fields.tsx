import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import type { TransferFormValues } from './transfer-form-values';
import type { NamedCode, TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  form: UseFormReturn<TransferFormValues>;
  stores: readonly NamedCode[];
  branches: readonly NamedCode[];
  today: string;
}

type PlaceName = 'fromBranch' | 'toBranch' | 'fromStore' | 'toStore';

/** Date, (branches,) source and target stores, description. */
export function TransferHeaderFields({ kind, form, stores, branches, today }: Props) {
  const choice = (name: PlaceName, label: string, options: readonly NamedCode[], choose: string) => (
    <Field
      form={form}
      name={name}
      id={`transfer-${name}`}
      label={label}
      options={options.map((option) => ({ value: option.code, label: `${option.name} (${option.code})` }))}
      choose={choose}
    />
  );
  return (
    <div className="voucher-header">
      <Field form={form} name="dat" id="transfer-dat" label="Date" type="date" max={today} />
      {kind === 'branch' && choice('fromBranch', 'From branch', branches, 'Choose a branch')}
      {choice('fromStore', 'From store', stores, 'Choose a store')}
      {kind === 'branch' && choice('toBranch', 'To branch', branches, 'Choose a branch')}
      {choice('toStore', 'To store', stores, 'Choose a store')}
      <Field
        form={form}
        name="descriptio"
        id="transfer-descriptio"
        label="Description"
        type="textarea"
        rows={1}
        maxLength={250}
      />
    </div>
  );
}
