import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'date' | 'number' | 'money' | 'tel' | 'email' | 'textarea';
  /** Options make it a select (with a first "Choose…" unless `noChoose`). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  noChoose?: boolean;
  help?: ReactNode;
  readOnly?: boolean;
  /** A small mark beside the label, e.g. "required for a foreign national". */
  mark?: string;
  className?: string;
  /** The most characters the field keeps (the rules say so beside it too, for a value that came in longer). */
  maxLength?: number;
  onChanged?: (value: string) => void;
}

/** One labelled input or select of the front office forms, with its problem beside it. */
export function FoField<T extends FieldValues>({
  form,
  name,
  label,
  type = 'text',
  options,
  noChoose,
  help,
  readOnly,
  mark,
  className = 'mb-3',
  maxLength,
  onChanged,
}: Props<T>) {
  const id = `fo-${String(name).replace(/\./g, '-')}`;
  const error: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const message = typeof error === 'string' ? error : undefined;
  const described = [message ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const registered = form.register(
    name,
    onChanged ? { onChange: (event: { target: { value: string } }) => onChanged(event.target.value) } : undefined,
  );
  const common = { id, isInvalid: !!message, 'aria-describedby': described, ...registered };
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>
        {label}
        {mark && <small className="text-danger ms-1">({mark})</small>}
      </Form.Label>
      {options ? (
        <Form.Select {...common} disabled={readOnly}>
          {!noChoose && <option value="">Choose…</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : type === 'textarea' ? (
        <Form.Control as="textarea" rows={2} readOnly={readOnly} maxLength={maxLength} {...common} />
      ) : (
        <Form.Control
          type={type === 'money' ? 'text' : type}
          inputMode={type === 'money' ? 'decimal' : type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 0 : undefined}
          readOnly={readOnly}
          maxLength={maxLength}
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
