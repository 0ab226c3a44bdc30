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

const described = (id: string, error?: string, help?: ReactNode) => [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, error, help, children }: Pick<Common, 'id' | 'label' | 'error' | 'help'> & { children: ReactNode }) {
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

/** A labelled input of the HR leave and advances forms ('money': rupees, the decimal keypad on phones) with its problem beside it. */
export function InputField({ type = 'text', ...props }: Common & { type?: 'text' | 'date' | 'month' | 'money' }) {
  const { id, value, onChange, error, help } = props;
  return (
    <Frame {...props}>
      <Form.Control
        id={id}
        type={type === 'money' ? 'text' : type}
        inputMode={type === 'money' ? 'decimal' : undefined}
        autoComplete="off"
        value={value}
        isInvalid={!!error}
        aria-describedby={described(id, error, help)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}

/** A labelled select with a "Choose…" first option. */
export function SelectField({ options, ...props }: Common & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { id, value, onChange, error, help } = props;
  return (
    <Frame {...props}>
      <Form.Select id={id} value={value} isInvalid={!!error} aria-describedby={described(id, error, help)} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Frame>
  );
}
