import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

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

function described(id: string, error?: string, help?: ReactNode) {
  return [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({
  id,
  label,
  error,
  help,
  children,
}: Pick<Common, 'id' | 'label' | 'error' | 'help'> & { children: ReactNode }) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {children}
      {help && (
        <Form.Text id={`${id}-help`} muted className="d-block">
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

/** A labelled input ('money': rupees typed, the decimal keypad on phones) with its problem beside it. */
export function InputField({ type = 'text', ...props }: Common & { type?: InputFieldType }) {
  const { id, value, onChange, error, help } = props;
  return (
    <Frame {...props}>
      <Form.Control
        id={id}
        type={type === 'money' ? 'text' : type}
        inputMode={type === 'money' ? 'decimal' : type === 'tel' ? 'tel' : undefined}
        autoComplete="off"
        value={value}
        isInvalid={!!error}
        aria-describedby={described(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
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
    <Frame {...props}>
      <Form.Select
        id={id}
        value={value}
        isInvalid={!!error}
        aria-describedby={described(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== false && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Frame>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField(props: Common & { rows?: number }) {
  const { id, value, onChange, error, help, rows = 3 } = props;
  return (
    <Frame {...props}>
      <Form.Control
        as="textarea"
        rows={rows}
        id={id}
        value={value}
        isInvalid={!!error}
        aria-describedby={described(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}
