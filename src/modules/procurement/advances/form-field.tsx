import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  type?: 'text' | 'date' | 'number';
  /** Options make it a select. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  help?: ReactNode;
}

/** One labelled input or select with its validation message beside it (advances and payments). */
export function FormField<T extends FieldValues>({ form, name, id, label, type = 'text', options, help }: Props<T>) {
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const common = {
    id,
    isInvalid: !!message,
    'aria-describedby': message ? `${id}-error` : undefined,
    ...form.register(name),
  };
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {options ? (
        <Form.Select {...common}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          type={type}
          step={type === 'number' ? '0.01' : undefined}
          inputMode={type === 'number' ? 'decimal' : undefined}
          {...common}
        />
      )}
      {help && <Form.Text muted>{help}</Form.Text>}
      {message && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
