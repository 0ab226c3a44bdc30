import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { TransferFormValues } from './transfer-form-values';
import type { NamedCode, TransferKind } from './transfer-types';

interface Props {
  kind: TransferKind;
  form: UseFormReturn<TransferFormValues>;
  stores: readonly NamedCode[];
  branches: readonly NamedCode[];
  today: string;
}

type HeaderName = 'dat' | 'fromBranch' | 'toBranch' | 'fromStore' | 'toStore' | 'descriptio';

/** A labelled control with its error beside it. */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: HeaderName;
  label: string;
  error: FieldError | undefined;
  children: ReactNode;
}) {
  return (
    <Form.Group className="mb-3" controlId={`transfer-${name}`}>
      <Form.Label>{label}</Form.Label>
      {children}
      {error && (
        <div id={`transfer-${name}-error`} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </Form.Group>
  );
}

/** Date, (branches,) source and target stores, description. */
export function TransferHeaderFields({ kind, form, stores, branches, today }: Props) {
  const { errors } = form.formState;
  const invalid = (name: HeaderName) => ({
    isInvalid: !!errors[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `transfer-${name}-error` : undefined,
  });
  const choice = (name: HeaderName, label: string, options: readonly NamedCode[], placeholder: string) => (
    <Field name={name} label={label} error={errors[name]}>
      <Form.Select {...form.register(name)} {...invalid(name)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name} ({option.code})
          </option>
        ))}
      </Form.Select>
    </Field>
  );
  return (
    <div className="voucher-header">
      <Field name="dat" label="Date" error={errors.dat}>
        <Form.Control type="date" max={today} {...form.register('dat')} {...invalid('dat')} />
      </Field>
      {kind === 'branch' && choice('fromBranch', 'From branch', branches, 'Choose a branch')}
      {choice('fromStore', 'From store', stores, 'Choose a store')}
      {kind === 'branch' && choice('toBranch', 'To branch', branches, 'Choose a branch')}
      {choice('toStore', 'To store', stores, 'Choose a store')}
      <Field name="descriptio" label="Description" error={errors.descriptio}>
        <Form.Control
          as="textarea"
          rows={1}
          maxLength={250}
          {...form.register('descriptio')}
          {...invalid('descriptio')}
        />
      </Field>
    </div>
  );
}
