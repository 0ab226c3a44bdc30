import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** 'money' and 'decimal': text with the decimal keypad on phones. */
  type?: 'text' | 'money' | 'decimal' | 'date' | 'number';
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The first option's words when a choice may be left empty. */
  empty?: string;
  help?: ReactNode;
  className?: string;
}

/** One labelled input or select of a folio form, its problem beside it. */
export function TextInput<T extends FieldValues>({
  form,
  name,
  id,
  label,
  type = 'text',
  options,
  empty = 'Choose…',
  help,
  className = 'mb-3',
}: Props<T>) {
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const described = [message ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, isInvalid: !!message, 'aria-describedby': described, ...form.register(name) };
  const decimal = type === 'money' || type === 'decimal';
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {options ? (
        <Form.Select {...common}>
          <option value="">{empty}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          type={decimal ? 'text' : type}
          inputMode={decimal ? 'decimal' : type === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          {...common}
        />
      )}
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {message && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {message}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
