import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** 'money' and 'quantity': text read as a number, with the decimal keypad on phones. */
  type?: 'text' | 'money' | 'quantity';
  /** Options make it a select; `choose` is its empty choice ('Choose…' unless given). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  choose?: string;
  help?: ReactNode;
  /** Inside a line grid the column header is the visible label. */
  hideLabel?: boolean;
  /** A problem found outside the form's schema (stock of a batch), shown like the schema's own. */
  problem?: string;
  disabled?: boolean;
  className?: string;
  /** Called with the new value after the form has it (to fill what depends on it). */
  onChange?: (value: string) => void;
}

/** One labelled input or select with its problem beside it, announced with it. */
export function LabelledField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  type = 'text',
  options,
  choose = 'Choose…',
  help,
  hideLabel,
  problem,
  disabled,
  className = 'mb-3',
  onChange,
}: Props<T>) {
  const error = form.formState.errors;
  const own = name
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      error,
    ) as { message?: unknown } | undefined;
  const message = typeof own?.message === 'string' ? own.message : problem;
  const described = [message ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    isInvalid: !!message,
    'aria-describedby': described,
    disabled,
    ...form.register(
      name,
      onChange ? { onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : undefined,
    ),
  };
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id} visuallyHidden={hideLabel}>
        {label}
      </Form.Label>
      {options ? (
        <Form.Select {...common}>
          <option value="">{choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control type="text" inputMode={type === 'text' ? undefined : 'decimal'} autoComplete="off" {...common} />
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
