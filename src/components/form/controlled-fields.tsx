import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, FieldFrame } from './field-frame';

interface Common {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem shown beside the field (and announced with it). */
  error?: string;
  help?: ReactNode;
}

export type InputFieldType = 'text' | 'date' | 'month' | 'money' | 'tel' | 'number' | 'time' | 'email' | 'search';

/** A labelled input ('money': rupees typed, the decimal keypad on phones) with its problem beside it. */
export function InputField({ type = 'text', ...props }: Common & { type?: InputFieldType }) {
  const { id, value, onChange, error, help } = props;
  return (
    <FieldFrame {...props}>
      <Form.Control
        id={id}
        type={type === 'money' ? 'text' : type}
        inputMode={type === 'money' ? 'decimal' : type === 'tel' ? 'tel' : undefined}
        autoComplete="off"
        value={value}
        isInvalid={!!error}
        aria-describedby={describedBy(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
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
  const { id, value, onChange, error, help } = props;
  return (
    <FieldFrame {...props}>
      <Form.Select
        id={id}
        value={value}
        isInvalid={!!error}
        aria-describedby={describedBy(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      >
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
export function TextAreaField(props: Common & { rows?: number }) {
  const { id, value, onChange, error, help, rows = 3 } = props;
  return (
    <FieldFrame {...props}>
      <Form.Control
        as="textarea"
        rows={rows}
        id={id}
        value={value}
        isInvalid={!!error}
        aria-describedby={describedBy(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
