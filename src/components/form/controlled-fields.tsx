import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldFrame } from './field-frame';

/** The fields of a form that keeps its values in React state (the forms not yet on react-hook-form). */
interface Common {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem shown beside the field (and announced with it). */
  error?: string;
  help?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
  className?: string;
}

export type InputFieldType =
  | 'text'
  | 'date'
  | 'month'
  | 'money'
  | 'tel'
  | 'number'
  | 'count'
  | 'time'
  | 'email'
  | 'search'
  | 'url';

/** What every control of these fields carries: its value, its state and what describes it. */
function control({ id, value, onChange, error, help, disabled, maxLength }: Common) {
  return {
    id,
    value,
    disabled,
    maxLength,
    isInvalid: !!error,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, help),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
}

/**
 * A labelled input ('money': rupees typed, the decimal keypad on phones; 'count': whole numbers from 0, the digits
 * keypad) with its problem beside it.
 */
export function InputField({ type = 'text', ...props }: Common & { type?: InputFieldType }) {
  return (
    <FieldFrame {...props}>
      <Form.Control
        {...control(props)}
        type={type === 'money' ? 'text' : type === 'count' ? 'number' : type}
        inputMode={type === 'money' ? 'decimal' : type === 'tel' ? 'tel' : type === 'count' ? 'numeric' : undefined}
        min={type === 'count' ? 0 : undefined}
        autoComplete="off"
      />
    </FieldFrame>
  );
}

/** A labelled select with a "Choose…" first option unless `placeholder` is false. */
export function SelectField({
  options,
  placeholder = 'Choose…',
  ...props
}: Common & { options: ReadonlyArray<{ value: string; label: string }>; placeholder?: string | false }) {
  return (
    <FieldFrame {...props}>
      <Form.Select {...control(props)}>
        {placeholder !== false && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({ rows = 3, ...props }: Common & { rows?: number }) {
  return (
    <FieldFrame {...props}>
      <Form.Control {...control(props)} as="textarea" rows={rows} />
    </FieldFrame>
  );
}
