import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'date' | 'number' | 'tel' | 'email' | 'textarea';
  /** Options make it a select (with a first "Choose…" unless `choose` is false). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  choose?: string | false;
  help?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One labelled input or select of the group forms, its problem beside it and announced with it. */
export function GroupField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  options,
  choose = 'Choose…',
  help,
  disabled,
  className = 'mb-3',
}: Props) {
  const described = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, disabled, isInvalid: !!error, 'aria-invalid': !!error, 'aria-describedby': described };
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {options ? (
        <Form.Select {...common} onChange={(event) => onChange(event.target.value)}>
          {choose !== false && <option value="">{choose}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : type === 'textarea' ? (
        <Form.Control {...common} as="textarea" rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Form.Control
          {...common}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 0 : undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
