import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** 'money': text read as rupees (commas allowed), with the decimal keypad on phones. */
  type?: 'text' | 'money' | 'date';
  /** Options make it a select. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  help?: ReactNode;
}

/** One labelled input or select with its problem beside it (receipts and commission payments). */
export function LabelledField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  type = 'text',
  options,
  help,
}: Props<T>) {
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const described = [message ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, isInvalid: !!message, 'aria-describedby': described, ...form.register(name) };
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
          type={type === 'money' ? 'text' : type}
          inputMode={type === 'money' ? 'decimal' : undefined}
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
